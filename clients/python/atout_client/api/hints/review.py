from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.review_answer import ReviewAnswer
from ...models.review_request import ReviewRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ReviewRequest,
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
        "url": "/v1/review",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ReviewAnswer | None:
    if response.status_code == 200:
        response_200 = ReviewAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ReviewAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | ReviewAnswer]:
    """ Each card of a hand played, judged against perfect play

     A deal state with every hand shown, played to the end or partly. For each card
    played, in order: `value`, the card points (last-trick bonus included) the
    player's team ends the deal with when, after this card, all four seats play
    perfectly knowing every card (points already won included); `best`, the same for
    the best card the player had (`best_cards`: all of them); `lost`, their
    difference; and `grade` by points lost: `exact` (0), `inaccuracy` (1 to 9),
    `mistake` (10 to 19), `blunder` (20 or more). Per team: points lost in all and
    how many of its cards got each grade. A state still in the auction has no card
    to judge. What an engine's analysis is to a chess game, for a Belote hand.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReviewAnswer]
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
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | ReviewAnswer | None:
    """ Each card of a hand played, judged against perfect play

     A deal state with every hand shown, played to the end or partly. For each card
    played, in order: `value`, the card points (last-trick bonus included) the
    player's team ends the deal with when, after this card, all four seats play
    perfectly knowing every card (points already won included); `best`, the same for
    the best card the player had (`best_cards`: all of them); `lost`, their
    difference; and `grade` by points lost: `exact` (0), `inaccuracy` (1 to 9),
    `mistake` (10 to 19), `blunder` (20 or more). Per team: points lost in all and
    how many of its cards got each grade. A state still in the auction has no card
    to judge. What an engine's analysis is to a chess game, for a Belote hand.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReviewAnswer
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
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[Problem | ReviewAnswer]:
    """ Each card of a hand played, judged against perfect play

     A deal state with every hand shown, played to the end or partly. For each card
    played, in order: `value`, the card points (last-trick bonus included) the
    player's team ends the deal with when, after this card, all four seats play
    perfectly knowing every card (points already won included); `best`, the same for
    the best card the player had (`best_cards`: all of them); `lost`, their
    difference; and `grade` by points lost: `exact` (0), `inaccuracy` (1 to 9),
    `mistake` (10 to 19), `blunder` (20 or more). Per team: points lost in all and
    how many of its cards got each grade. A state still in the auction has no card
    to judge. What an engine's analysis is to a chess game, for a Belote hand.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReviewAnswer]
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
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Problem | ReviewAnswer | None:
    """ Each card of a hand played, judged against perfect play

     A deal state with every hand shown, played to the end or partly. For each card
    played, in order: `value`, the card points (last-trick bonus included) the
    player's team ends the deal with when, after this card, all four seats play
    perfectly knowing every card (points already won included); `best`, the same for
    the best card the player had (`best_cards`: all of them); `lost`, their
    difference; and `grade` by points lost: `exact` (0), `inaccuracy` (1 to 9),
    `mistake` (10 to 19), `blunder` (20 or more). Per team: points lost in all and
    how many of its cards got each grade. A state still in the auction has no card
    to judge. What an engine's analysis is to a chess game, for a Belote hand.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReviewAnswer
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
