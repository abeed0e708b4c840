from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.belot_score import BelotScore
from ...models.deal_state import DealState
from ...models.hand_score import HandScore
from ...models.hand_summary import HandSummary
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: DealState | HandSummary,
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
        "url": "/v1/hands/score",
    }

    
    if isinstance(body, DealState):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BelotScore | HandScore | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BelotScore | HandScore:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = HandScore.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = BelotScore.from_dict(data)



            return response_200_type_1

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BelotScore | HandScore | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DealState | HandSummary,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BelotScore | HandScore | Problem]:
    """ Score one hand, from its complete deal state or from a summary

     Either a complete deal state (eight tricks; `hands` empty or omitted, start hands
    are derived from the tricks) or a summary. A body naming any summary field
    (`tricks_won`, `card_points`, `last_trick`, `declarations`, `belote`) is read as a
    summary. A thrown-in deal has no score: it is a 422 (code `thrown_in`) that says
    what to send to `POST /v1/matches/score` instead.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealState | HandSummary): A complete deal state, or a hand summary.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BelotScore | HandScore | Problem]
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
    body: DealState | HandSummary,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BelotScore | HandScore | Problem | None:
    """ Score one hand, from its complete deal state or from a summary

     Either a complete deal state (eight tricks; `hands` empty or omitted, start hands
    are derived from the tricks) or a summary. A body naming any summary field
    (`tricks_won`, `card_points`, `last_trick`, `declarations`, `belote`) is read as a
    summary. A thrown-in deal has no score: it is a 422 (code `thrown_in`) that says
    what to send to `POST /v1/matches/score` instead.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealState | HandSummary): A complete deal state, or a hand summary.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BelotScore | HandScore | Problem
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
    body: DealState | HandSummary,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BelotScore | HandScore | Problem]:
    """ Score one hand, from its complete deal state or from a summary

     Either a complete deal state (eight tricks; `hands` empty or omitted, start hands
    are derived from the tricks) or a summary. A body naming any summary field
    (`tricks_won`, `card_points`, `last_trick`, `declarations`, `belote`) is read as a
    summary. A thrown-in deal has no score: it is a 422 (code `thrown_in`) that says
    what to send to `POST /v1/matches/score` instead.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealState | HandSummary): A complete deal state, or a hand summary.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BelotScore | HandScore | Problem]
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
    body: DealState | HandSummary,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BelotScore | HandScore | Problem | None:
    """ Score one hand, from its complete deal state or from a summary

     Either a complete deal state (eight tricks; `hands` empty or omitted, start hands
    are derived from the tricks) or a summary. A body naming any summary field
    (`tricks_won`, `card_points`, `last_trick`, `declarations`, `belote`) is read as a
    summary. A thrown-in deal has no score: it is a 422 (code `thrown_in`) that says
    what to send to `POST /v1/matches/score` instead.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DealState | HandSummary): A complete deal state, or a hand summary.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BelotScore | HandScore | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
