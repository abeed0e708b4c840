from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.open_table_request import OpenTableRequest
from ...models.problem import Problem
from ...models.sealed_table import SealedTable
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: OpenTableRequest,
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
        "url": "/v1/sealed/tables",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SealedTable | None:
    if response.status_code == 200:
        response_200 = SealedTable.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SealedTable]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: OpenTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | SealedTable]:
    """ Open a sealed table; get its token and the four seat keys

     The server deals and nobody else sees the hands, yet it keeps nothing: the whole
    table (hands, stock, history, the match so far, the deal's secret seed) is in the
    answered `table` token, encrypted and authenticated with the server's key, so it
    can be broadcast to every player. Give each `seat_keys[s]` to the player of seat
    `s` only: it proves the seat in `/v1/sealed/view` and `/v1/sealed/act`.
    `commitment` is the first deal's (see `SealedView`). Without `dealer`, the server
    cuts for it. The token reads `atout1.<key id>.<table id>.<actions>.<sealed>`.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (OpenTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SealedTable]
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
    body: OpenTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | SealedTable | None:
    """ Open a sealed table; get its token and the four seat keys

     The server deals and nobody else sees the hands, yet it keeps nothing: the whole
    table (hands, stock, history, the match so far, the deal's secret seed) is in the
    answered `table` token, encrypted and authenticated with the server's key, so it
    can be broadcast to every player. Give each `seat_keys[s]` to the player of seat
    `s` only: it proves the seat in `/v1/sealed/view` and `/v1/sealed/act`.
    `commitment` is the first deal's (see `SealedView`). Without `dealer`, the server
    cuts for it. The token reads `atout1.<key id>.<table id>.<actions>.<sealed>`.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (OpenTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SealedTable
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
    body: OpenTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | SealedTable]:
    """ Open a sealed table; get its token and the four seat keys

     The server deals and nobody else sees the hands, yet it keeps nothing: the whole
    table (hands, stock, history, the match so far, the deal's secret seed) is in the
    answered `table` token, encrypted and authenticated with the server's key, so it
    can be broadcast to every player. Give each `seat_keys[s]` to the player of seat
    `s` only: it proves the seat in `/v1/sealed/view` and `/v1/sealed/act`.
    `commitment` is the first deal's (see `SealedView`). Without `dealer`, the server
    cuts for it. The token reads `atout1.<key id>.<table id>.<actions>.<sealed>`.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (OpenTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SealedTable]
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
    body: OpenTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | SealedTable | None:
    """ Open a sealed table; get its token and the four seat keys

     The server deals and nobody else sees the hands, yet it keeps nothing: the whole
    table (hands, stock, history, the match so far, the deal's secret seed) is in the
    answered `table` token, encrypted and authenticated with the server's key, so it
    can be broadcast to every player. Give each `seat_keys[s]` to the player of seat
    `s` only: it proves the seat in `/v1/sealed/view` and `/v1/sealed/act`.
    `commitment` is the first deal's (see `SealedView`). Without `dealer`, the server
    cuts for it. The token reads `atout1.<key id>.<table id>.<actions>.<sealed>`.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (OpenTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SealedTable
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
