from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hints_answer import HintsAnswer
from ...models.hints_request import HintsRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: HintsRequest,
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
        "url": "/v1/hints",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HintsAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = HintsAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HintsAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: HintsRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[HintsAnswer | Problem]:
    """ The legal calls or cards of the seat to act, ranked best first, with their values

     What the seat to act should do: every legal action with its value, best first (ties in
    the order `/v1/legal-moves` lists them). `seat`, when given, must be the seat to act
    (else a 422): it guards against asking about a state that has moved on.

    In the play, the value of a card is the card points (last-trick bonus included) the
    seat's team ends the deal with when everyone plays perfectly from there on: points
    already won plus points to come. In Klaverjas a trick is worth its card points plus
    its roem, and each team plays for the larger difference of the two. In the auction,
    the value of a call is the hand score the seat's team can expect from it minus the
    other team's, each contract the auction may reach played perfectly in each deal.

    Only what `state` shows is known, and `null` hands are hidden. When no hidden card
    could lie elsewhere, the values are exact (`method: exact`). Otherwise the service
    deals the hidden cards at random many times, each time consistently with what is
    public (cards played, suits a seat has shown it lacks, the turn-up taken), values the
    actions in each of these deals and averages (`method: sampled`; `samples` says how
    many deals were valued). To ask as a player would, send that seat's own hand and
    `null` for the others: sent every hand, the answer sees every card.

    The cost is bounded: at most `samples` deals (1 to 200, default 20) and a budget of
    work, `budget_ms` (1 to 5000, default 1000), whichever comes first. The budget
    counts work, not time: it is a number of cards the search may try, about what the
    reference machine tries in that many milliseconds (`core` says which search
    answered; the compiled one tries far more cards a millisecond, and solves a play
    hint's deals on the reference machine's two cores at once). The clock is never
    read, so the same request (same `seed`, default 0) always gets the same answer, on
    an idle machine as on a loaded one. When the budget ends inside the first deal's
    perfect-play solution (early in a deal, with a small budget), or, in the auction,
    before four deals (or every deal asked for) are solved, the values come from quicker
    rule-of-thumb playouts of the deals drawn instead (`method: playouts`; always so for
    Klaverjas calls, whose roem makes perfect play of whole deals too slow). A server
    may still stop a hint that runs past its own time limit: that is a 503 problem,
    never another answer.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (HintsRequest): Each optional field may also be null, which is taken as absent.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HintsAnswer | Problem]
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
    body: HintsRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> HintsAnswer | Problem | None:
    """ The legal calls or cards of the seat to act, ranked best first, with their values

     What the seat to act should do: every legal action with its value, best first (ties in
    the order `/v1/legal-moves` lists them). `seat`, when given, must be the seat to act
    (else a 422): it guards against asking about a state that has moved on.

    In the play, the value of a card is the card points (last-trick bonus included) the
    seat's team ends the deal with when everyone plays perfectly from there on: points
    already won plus points to come. In Klaverjas a trick is worth its card points plus
    its roem, and each team plays for the larger difference of the two. In the auction,
    the value of a call is the hand score the seat's team can expect from it minus the
    other team's, each contract the auction may reach played perfectly in each deal.

    Only what `state` shows is known, and `null` hands are hidden. When no hidden card
    could lie elsewhere, the values are exact (`method: exact`). Otherwise the service
    deals the hidden cards at random many times, each time consistently with what is
    public (cards played, suits a seat has shown it lacks, the turn-up taken), values the
    actions in each of these deals and averages (`method: sampled`; `samples` says how
    many deals were valued). To ask as a player would, send that seat's own hand and
    `null` for the others: sent every hand, the answer sees every card.

    The cost is bounded: at most `samples` deals (1 to 200, default 20) and a budget of
    work, `budget_ms` (1 to 5000, default 1000), whichever comes first. The budget
    counts work, not time: it is a number of cards the search may try, about what the
    reference machine tries in that many milliseconds (`core` says which search
    answered; the compiled one tries far more cards a millisecond, and solves a play
    hint's deals on the reference machine's two cores at once). The clock is never
    read, so the same request (same `seed`, default 0) always gets the same answer, on
    an idle machine as on a loaded one. When the budget ends inside the first deal's
    perfect-play solution (early in a deal, with a small budget), or, in the auction,
    before four deals (or every deal asked for) are solved, the values come from quicker
    rule-of-thumb playouts of the deals drawn instead (`method: playouts`; always so for
    Klaverjas calls, whose roem makes perfect play of whole deals too slow). A server
    may still stop a hint that runs past its own time limit: that is a 503 problem,
    never another answer.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (HintsRequest): Each optional field may also be null, which is taken as absent.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HintsAnswer | Problem
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
    body: HintsRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[HintsAnswer | Problem]:
    """ The legal calls or cards of the seat to act, ranked best first, with their values

     What the seat to act should do: every legal action with its value, best first (ties in
    the order `/v1/legal-moves` lists them). `seat`, when given, must be the seat to act
    (else a 422): it guards against asking about a state that has moved on.

    In the play, the value of a card is the card points (last-trick bonus included) the
    seat's team ends the deal with when everyone plays perfectly from there on: points
    already won plus points to come. In Klaverjas a trick is worth its card points plus
    its roem, and each team plays for the larger difference of the two. In the auction,
    the value of a call is the hand score the seat's team can expect from it minus the
    other team's, each contract the auction may reach played perfectly in each deal.

    Only what `state` shows is known, and `null` hands are hidden. When no hidden card
    could lie elsewhere, the values are exact (`method: exact`). Otherwise the service
    deals the hidden cards at random many times, each time consistently with what is
    public (cards played, suits a seat has shown it lacks, the turn-up taken), values the
    actions in each of these deals and averages (`method: sampled`; `samples` says how
    many deals were valued). To ask as a player would, send that seat's own hand and
    `null` for the others: sent every hand, the answer sees every card.

    The cost is bounded: at most `samples` deals (1 to 200, default 20) and a budget of
    work, `budget_ms` (1 to 5000, default 1000), whichever comes first. The budget
    counts work, not time: it is a number of cards the search may try, about what the
    reference machine tries in that many milliseconds (`core` says which search
    answered; the compiled one tries far more cards a millisecond, and solves a play
    hint's deals on the reference machine's two cores at once). The clock is never
    read, so the same request (same `seed`, default 0) always gets the same answer, on
    an idle machine as on a loaded one. When the budget ends inside the first deal's
    perfect-play solution (early in a deal, with a small budget), or, in the auction,
    before four deals (or every deal asked for) are solved, the values come from quicker
    rule-of-thumb playouts of the deals drawn instead (`method: playouts`; always so for
    Klaverjas calls, whose roem makes perfect play of whole deals too slow). A server
    may still stop a hint that runs past its own time limit: that is a 503 problem,
    never another answer.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (HintsRequest): Each optional field may also be null, which is taken as absent.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HintsAnswer | Problem]
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
    body: HintsRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> HintsAnswer | Problem | None:
    """ The legal calls or cards of the seat to act, ranked best first, with their values

     What the seat to act should do: every legal action with its value, best first (ties in
    the order `/v1/legal-moves` lists them). `seat`, when given, must be the seat to act
    (else a 422): it guards against asking about a state that has moved on.

    In the play, the value of a card is the card points (last-trick bonus included) the
    seat's team ends the deal with when everyone plays perfectly from there on: points
    already won plus points to come. In Klaverjas a trick is worth its card points plus
    its roem, and each team plays for the larger difference of the two. In the auction,
    the value of a call is the hand score the seat's team can expect from it minus the
    other team's, each contract the auction may reach played perfectly in each deal.

    Only what `state` shows is known, and `null` hands are hidden. When no hidden card
    could lie elsewhere, the values are exact (`method: exact`). Otherwise the service
    deals the hidden cards at random many times, each time consistently with what is
    public (cards played, suits a seat has shown it lacks, the turn-up taken), values the
    actions in each of these deals and averages (`method: sampled`; `samples` says how
    many deals were valued). To ask as a player would, send that seat's own hand and
    `null` for the others: sent every hand, the answer sees every card.

    The cost is bounded: at most `samples` deals (1 to 200, default 20) and a budget of
    work, `budget_ms` (1 to 5000, default 1000), whichever comes first. The budget
    counts work, not time: it is a number of cards the search may try, about what the
    reference machine tries in that many milliseconds (`core` says which search
    answered; the compiled one tries far more cards a millisecond, and solves a play
    hint's deals on the reference machine's two cores at once). The clock is never
    read, so the same request (same `seed`, default 0) always gets the same answer, on
    an idle machine as on a loaded one. When the budget ends inside the first deal's
    perfect-play solution (early in a deal, with a small budget), or, in the auction,
    before four deals (or every deal asked for) are solved, the values come from quicker
    rule-of-thumb playouts of the deals drawn instead (`method: playouts`; always so for
    Klaverjas calls, whose roem makes perfect play of whole deals too slow). A server
    may still stop a hint that runs past its own time limit: that is a 503 problem,
    never another answer.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (HintsRequest): Each optional field may also be null, which is taken as absent.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HintsAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
