from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.play_answer import PlayAnswer
from ...models.play_request import PlayRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: PlayRequest,
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
        "url": "/v1/play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = PlayAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PlayRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[PlayAnswer | Problem]:
    """ Make one call or play one card; get the next state, what happened, and who acts next

     The answer also says what `POST /v1/legal-moves` would answer for the new state
    (`phase`, `to_act`, `legal`), so that a client needs one call per action; `legal` is
    null, not an error, when the play waits on a seat whose hand the state does not
    know. When the last card is played, every card is known from the tricks and the hand
    is scored (`hand_scored`).

    A seat whose hand is unknown (`null`) may play any card the state does not rule out,
    so that a client can follow a table where it sees only its own hand. The card is
    refused (422) when the state places it elsewhere (in a known hand, a trick, the stock
    or the taker's turn-up: code `card_elsewhere`), or when holding it would have made
    one of that seat's earlier plays illegal, as when it did not follow a suit it would
    then have held (code `contradicts_earlier_play`). A seat whose hand is known must hold
    the card (`not_held`) and play it legally.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (PlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayAnswer | Problem]
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
    body: PlayRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> PlayAnswer | Problem | None:
    """ Make one call or play one card; get the next state, what happened, and who acts next

     The answer also says what `POST /v1/legal-moves` would answer for the new state
    (`phase`, `to_act`, `legal`), so that a client needs one call per action; `legal` is
    null, not an error, when the play waits on a seat whose hand the state does not
    know. When the last card is played, every card is known from the tricks and the hand
    is scored (`hand_scored`).

    A seat whose hand is unknown (`null`) may play any card the state does not rule out,
    so that a client can follow a table where it sees only its own hand. The card is
    refused (422) when the state places it elsewhere (in a known hand, a trick, the stock
    or the taker's turn-up: code `card_elsewhere`), or when holding it would have made
    one of that seat's earlier plays illegal, as when it did not follow a suit it would
    then have held (code `contradicts_earlier_play`). A seat whose hand is known must hold
    the card (`not_held`) and play it legally.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (PlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayAnswer | Problem
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
    body: PlayRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[PlayAnswer | Problem]:
    """ Make one call or play one card; get the next state, what happened, and who acts next

     The answer also says what `POST /v1/legal-moves` would answer for the new state
    (`phase`, `to_act`, `legal`), so that a client needs one call per action; `legal` is
    null, not an error, when the play waits on a seat whose hand the state does not
    know. When the last card is played, every card is known from the tricks and the hand
    is scored (`hand_scored`).

    A seat whose hand is unknown (`null`) may play any card the state does not rule out,
    so that a client can follow a table where it sees only its own hand. The card is
    refused (422) when the state places it elsewhere (in a known hand, a trick, the stock
    or the taker's turn-up: code `card_elsewhere`), or when holding it would have made
    one of that seat's earlier plays illegal, as when it did not follow a suit it would
    then have held (code `contradicts_earlier_play`). A seat whose hand is known must hold
    the card (`not_held`) and play it legally.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (PlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayAnswer | Problem]
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
    body: PlayRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> PlayAnswer | Problem | None:
    """ Make one call or play one card; get the next state, what happened, and who acts next

     The answer also says what `POST /v1/legal-moves` would answer for the new state
    (`phase`, `to_act`, `legal`), so that a client needs one call per action; `legal` is
    null, not an error, when the play waits on a seat whose hand the state does not
    know. When the last card is played, every card is known from the tricks and the hand
    is scored (`hand_scored`).

    A seat whose hand is unknown (`null`) may play any card the state does not rule out,
    so that a client can follow a table where it sees only its own hand. The card is
    refused (422) when the state places it elsewhere (in a known hand, a trick, the stock
    or the taker's turn-up: code `card_elsewhere`), or when holding it would have made
    one of that seat's earlier plays illegal, as when it did not follow a suit it would
    then have held (code `contradicts_earlier_play`). A seat whose hand is known must hold
    the card (`not_held`) and play it legally.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (PlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
