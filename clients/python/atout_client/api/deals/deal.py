from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.deal_answer import DealAnswer
from ...models.deal_request import DealRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: DealRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/deals",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DealAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = DealAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DealAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DealRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DealAnswer | Problem]:
    """ Deal from a seed

     A deal state ready for the auction, with the `stock` still to deal: the same for the
    same seed on every machine. Without `dealer`, the dealer is cut for from the seed.
    The answer also says what `POST /v1/legal-moves` answers for that state (`phase`,
    `to_act`, `legal`): the seat that opens the auction and the calls it may make, so
    that the first `POST /v1/play` of a deal needs no other call.
    Klaverjas deals all eight cards (3, 2, 3; no stock); Bela six cards each and a `talon`
    of two per seat, face down until trump is called.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DealAnswer | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: DealRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DealAnswer | Problem | None:
    """ Deal from a seed

     A deal state ready for the auction, with the `stock` still to deal: the same for the
    same seed on every machine. Without `dealer`, the dealer is cut for from the seed.
    The answer also says what `POST /v1/legal-moves` answers for that state (`phase`,
    `to_act`, `legal`): the seat that opens the auction and the calls it may make, so
    that the first `POST /v1/play` of a deal needs no other call.
    Klaverjas deals all eight cards (3, 2, 3; no stock); Bela six cards each and a `talon`
    of two per seat, face down until trump is called.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DealAnswer | Problem
     """


    return sync_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DealRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DealAnswer | Problem]:
    """ Deal from a seed

     A deal state ready for the auction, with the `stock` still to deal: the same for the
    same seed on every machine. Without `dealer`, the dealer is cut for from the seed.
    The answer also says what `POST /v1/legal-moves` answers for that state (`phase`,
    `to_act`, `legal`): the seat that opens the auction and the calls it may make, so
    that the first `POST /v1/play` of a deal needs no other call.
    Klaverjas deals all eight cards (3, 2, 3; no stock); Bela six cards each and a `talon`
    of two per seat, face down until trump is called.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DealAnswer | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DealRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DealAnswer | Problem | None:
    """ Deal from a seed

     A deal state ready for the auction, with the `stock` still to deal: the same for the
    same seed on every machine. Without `dealer`, the dealer is cut for from the seed.
    The answer also says what `POST /v1/legal-moves` answers for that state (`phase`,
    `to_act`, `legal`): the seat that opens the auction and the calls it may make, so
    that the first `POST /v1/play` of a deal needs no other call.
    Klaverjas deals all eight cards (3, 2, 3; no stock); Bela six cards each and a `talon`
    of two per seat, face down until trump is called.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DealAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
