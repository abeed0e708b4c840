from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seat_view_answer import SeatViewAnswer
from ...models.seat_view_request import SeatViewRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: SeatViewRequest,
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
        "url": "/v1/sealed/view",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatViewAnswer | None:
    if response.status_code == 200:
        response_200 = SeatViewAnswer.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatViewAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SeatViewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | SeatViewAnswer]:
    """ What one seat sees at a sealed table

     The table token and a seat key in; that seat's view out: its own hand, everything
    public, its legal actions when it is to act, the match so far and the last deal
    revealed. `token_digest` (SHA-256 of the token sent, in hex) names the token the
    answer came from. A token that cannot be read is a 400 (`table_token_invalid`; a
    key this server does not hold, `table_key_unknown`), a key of no seat of the table
    a 403 (`seat_key_invalid`): never a card.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (SeatViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatViewAnswer]
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
    body: SeatViewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | SeatViewAnswer | None:
    """ What one seat sees at a sealed table

     The table token and a seat key in; that seat's view out: its own hand, everything
    public, its legal actions when it is to act, the match so far and the last deal
    revealed. `token_digest` (SHA-256 of the token sent, in hex) names the token the
    answer came from. A token that cannot be read is a 400 (`table_token_invalid`; a
    key this server does not hold, `table_key_unknown`), a key of no seat of the table
    a 403 (`seat_key_invalid`): never a card.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (SeatViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatViewAnswer
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
    body: SeatViewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | SeatViewAnswer]:
    """ What one seat sees at a sealed table

     The table token and a seat key in; that seat's view out: its own hand, everything
    public, its legal actions when it is to act, the match so far and the last deal
    revealed. `token_digest` (SHA-256 of the token sent, in hex) names the token the
    answer came from. A token that cannot be read is a 400 (`table_token_invalid`; a
    key this server does not hold, `table_key_unknown`), a key of no seat of the table
    a 403 (`seat_key_invalid`): never a card.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (SeatViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatViewAnswer]
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
    body: SeatViewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | SeatViewAnswer | None:
    """ What one seat sees at a sealed table

     The table token and a seat key in; that seat's view out: its own hand, everything
    public, its legal actions when it is to act, the match so far and the last deal
    revealed. `token_digest` (SHA-256 of the token sent, in hex) names the token the
    answer came from. A token that cannot be read is a 400 (`table_token_invalid`; a
    key this server does not hold, `table_key_unknown`), a key of no seat of the table
    a 403 (`seat_key_invalid`): never a card.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (SeatViewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatViewAnswer
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
