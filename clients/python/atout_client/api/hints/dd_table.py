from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dd_table_answer import DdTableAnswer
from ...models.dd_table_request import DdTableRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: DdTableRequest,
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
        "url": "/v1/dd-table",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DdTableAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = DdTableAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DdTableAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DdTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DdTableAnswer | Problem]:
    """ What every contract makes with all four hands face up (a double-dummy table)

     Four hands of eight cards and a dealer. For every contract kind the ruleset allows,
    the card points (last-trick bonus included) each team takes when the eldest hand
    leads and all four seats play perfectly knowing every card; per possible taker,
    what its team makes; and in a point auction (`contree`, `coinche`) the highest bid
    that this play makes, declarations and belote counted as the ruleset counts them
    (`null`: no bid makes; capot when the team takes every point and can take every
    trick whatever the others play). A whole table takes well under a second with the
    compiled solver core.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DdTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DdTableAnswer | Problem]
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
    body: DdTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DdTableAnswer | Problem | None:
    """ What every contract makes with all four hands face up (a double-dummy table)

     Four hands of eight cards and a dealer. For every contract kind the ruleset allows,
    the card points (last-trick bonus included) each team takes when the eldest hand
    leads and all four seats play perfectly knowing every card; per possible taker,
    what its team makes; and in a point auction (`contree`, `coinche`) the highest bid
    that this play makes, declarations and belote counted as the ruleset counts them
    (`null`: no bid makes; capot when the team takes every point and can take every
    trick whatever the others play). A whole table takes well under a second with the
    compiled solver core.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DdTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DdTableAnswer | Problem
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
    body: DdTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[DdTableAnswer | Problem]:
    """ What every contract makes with all four hands face up (a double-dummy table)

     Four hands of eight cards and a dealer. For every contract kind the ruleset allows,
    the card points (last-trick bonus included) each team takes when the eldest hand
    leads and all four seats play perfectly knowing every card; per possible taker,
    what its team makes; and in a point auction (`contree`, `coinche`) the highest bid
    that this play makes, declarations and belote counted as the ruleset counts them
    (`null`: no bid makes; capot when the team takes every point and can take every
    trick whatever the others play). A whole table takes well under a second with the
    compiled solver core.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DdTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DdTableAnswer | Problem]
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
    body: DdTableRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> DdTableAnswer | Problem | None:
    """ What every contract makes with all four hands face up (a double-dummy table)

     Four hands of eight cards and a dealer. For every contract kind the ruleset allows,
    the card points (last-trick bonus included) each team takes when the eldest hand
    leads and all four seats play perfectly knowing every card; per possible taker,
    what its team makes; and in a point auction (`contree`, `coinche`) the highest bid
    that this play makes, declarations and belote counted as the ruleset counts them
    (`null`: no bid makes; capot when the team takes every point and can take every
    trick whatever the others play). A whole table takes well under a second with the
    compiled solver core.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (DdTableRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DdTableAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
