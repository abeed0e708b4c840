from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.record_answer import RecordAnswer
from ...models.record_request import RecordRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: RecordRequest,
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
        "url": "/v1/records/check",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RecordAnswer | None:
    if response.status_code == 200:
        response_200 = RecordAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | RecordAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RecordRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | RecordAnswer]:
    """ Check a deal record and convert it between its JSON and one-line forms

     A deal record is a deal to store, share and replay: the state `POST /v1/deals`
    dealt (`rules`, `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules
    have them), the `auction` and `tricks` as played, and the `seed` when the server
    dealt it (`DealRecord`). Its one-line form reads `atout-deal/1 rules=… dealer=…
    hands=… [turn_up=…] [stock=…] auction=… tricks=… [seed=…]` (docs/clients.md).
    Send either form: the record is replayed through the rules (every call and card
    legal; the hands those the seed deals, when there is one), and answered in both
    forms with the state it ends in and, once the deal is over, its score and match
    entry. An error in a text points at `/text`; in a record, into it.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (RecordRequest): One of the two forms.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordAnswer]
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
    body: RecordRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | RecordAnswer | None:
    """ Check a deal record and convert it between its JSON and one-line forms

     A deal record is a deal to store, share and replay: the state `POST /v1/deals`
    dealt (`rules`, `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules
    have them), the `auction` and `tricks` as played, and the `seed` when the server
    dealt it (`DealRecord`). Its one-line form reads `atout-deal/1 rules=… dealer=…
    hands=… [turn_up=…] [stock=…] auction=… tricks=… [seed=…]` (docs/clients.md).
    Send either form: the record is replayed through the rules (every call and card
    legal; the hands those the seed deals, when there is one), and answered in both
    forms with the state it ends in and, once the deal is over, its score and match
    entry. An error in a text points at `/text`; in a record, into it.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (RecordRequest): One of the two forms.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordAnswer
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
    body: RecordRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | RecordAnswer]:
    """ Check a deal record and convert it between its JSON and one-line forms

     A deal record is a deal to store, share and replay: the state `POST /v1/deals`
    dealt (`rules`, `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules
    have them), the `auction` and `tricks` as played, and the `seed` when the server
    dealt it (`DealRecord`). Its one-line form reads `atout-deal/1 rules=… dealer=…
    hands=… [turn_up=…] [stock=…] auction=… tricks=… [seed=…]` (docs/clients.md).
    Send either form: the record is replayed through the rules (every call and card
    legal; the hands those the seed deals, when there is one), and answered in both
    forms with the state it ends in and, once the deal is over, its score and match
    entry. An error in a text points at `/text`; in a record, into it.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (RecordRequest): One of the two forms.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordAnswer]
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
    body: RecordRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | RecordAnswer | None:
    """ Check a deal record and convert it between its JSON and one-line forms

     A deal record is a deal to store, share and replay: the state `POST /v1/deals`
    dealt (`rules`, `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules
    have them), the `auction` and `tricks` as played, and the `seed` when the server
    dealt it (`DealRecord`). Its one-line form reads `atout-deal/1 rules=… dealer=…
    hands=… [turn_up=…] [stock=…] auction=… tricks=… [seed=…]` (docs/clients.md).
    Send either form: the record is replayed through the rules (every call and card
    legal; the hands those the seed deals, when there is one), and answered in both
    forms with the state it ends in and, once the deal is over, its score and match
    entry. An error in a text points at `/text`; in a record, into it.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (RecordRequest): One of the two forms.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordAnswer
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
