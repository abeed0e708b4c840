from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.batch_answer import BatchAnswer
from ...models.batch_request import BatchRequest
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: BatchRequest,
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
        "url": "/v1/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BatchAnswer | Problem | None:
    if response.status_code == 200:
        response_200 = BatchAnswer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BatchAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BatchAnswer | Problem]:
    """ Many requests to the other POST endpoints in one

     Each sub-request is validated and answered exactly as its endpoint would answer it;
    its status and body (an answer or a problem) come back in order. The batch itself is
    `200` unless its own shape is wrong, or it is over its work cap (`413`, code
    `batch_too_costly`). At most 1000 sub-requests. The work of a batch is estimated
    before any of it runs: 10 units per sub-request, 1 more per hand of a
    `/v1/matches/score`, and 300 per millisecond of a `/v1/hints` time budget
    (`budget_ms`, 1000 when not given), 30,000 per `/v1/dd-table` and 600 per card
    played in a `/v1/review` state; the cap is 50,000 units. So a batch holds hints
    worth about 160 ms of search in all, or one double-dummy table: send longer hints
    as requests of their own.

    The pointers of a sub-response's problem point into that sub-request's `body`
    (`/cards/3`, not `/requests/1/body/cards/3`). A sub-request the service fails to
    answer (a bug, logged) gets a bare `500` problem in its place; the others are still
    answered.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchAnswer | Problem]
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
    body: BatchRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BatchAnswer | Problem | None:
    """ Many requests to the other POST endpoints in one

     Each sub-request is validated and answered exactly as its endpoint would answer it;
    its status and body (an answer or a problem) come back in order. The batch itself is
    `200` unless its own shape is wrong, or it is over its work cap (`413`, code
    `batch_too_costly`). At most 1000 sub-requests. The work of a batch is estimated
    before any of it runs: 10 units per sub-request, 1 more per hand of a
    `/v1/matches/score`, and 300 per millisecond of a `/v1/hints` time budget
    (`budget_ms`, 1000 when not given), 30,000 per `/v1/dd-table` and 600 per card
    played in a `/v1/review` state; the cap is 50,000 units. So a batch holds hints
    worth about 160 ms of search in all, or one double-dummy table: send longer hints
    as requests of their own.

    The pointers of a sub-response's problem point into that sub-request's `body`
    (`/cards/3`, not `/requests/1/body/cards/3`). A sub-request the service fails to
    answer (a bug, logged) gets a bare `500` problem in its place; the others are still
    answered.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchAnswer | Problem
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
    body: BatchRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> Response[BatchAnswer | Problem]:
    """ Many requests to the other POST endpoints in one

     Each sub-request is validated and answered exactly as its endpoint would answer it;
    its status and body (an answer or a problem) come back in order. The batch itself is
    `200` unless its own shape is wrong, or it is over its work cap (`413`, code
    `batch_too_costly`). At most 1000 sub-requests. The work of a batch is estimated
    before any of it runs: 10 units per sub-request, 1 more per hand of a
    `/v1/matches/score`, and 300 per millisecond of a `/v1/hints` time budget
    (`budget_ms`, 1000 when not given), 30,000 per `/v1/dd-table` and 600 per card
    played in a `/v1/review` state; the cap is 50,000 units. So a batch holds hints
    worth about 160 ms of search in all, or one double-dummy table: send longer hints
    as requests of their own.

    The pointers of a sub-response's problem point into that sub-request's `body`
    (`/cards/3`, not `/requests/1/body/cards/3`). A sub-request the service fails to
    answer (a bug, logged) gets a bare `500` problem in its place; the others are still
    answered.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchAnswer | Problem]
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
    body: BatchRequest,
    accept_language: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,

) -> BatchAnswer | Problem | None:
    """ Many requests to the other POST endpoints in one

     Each sub-request is validated and answered exactly as its endpoint would answer it;
    its status and body (an answer or a problem) come back in order. The batch itself is
    `200` unless its own shape is wrong, or it is over its work cap (`413`, code
    `batch_too_costly`). At most 1000 sub-requests. The work of a batch is estimated
    before any of it runs: 10 units per sub-request, 1 more per hand of a
    `/v1/matches/score`, and 300 per millisecond of a `/v1/hints` time budget
    (`budget_ms`, 1000 when not given), 30,000 per `/v1/dd-table` and 600 per card
    played in a `/v1/review` state; the cap is 50,000 units. So a batch holds hints
    worth about 160 ms of search in all, or one double-dummy table: send longer hints
    as requests of their own.

    The pointers of a sub-response's problem point into that sub-request's `body`
    (`/cards/3`, not `/requests/1/body/cards/3`). A sub-request the service fails to
    answer (a bug, logged) gets a bare `500` problem in its place; the others are still
    answered.

    Args:
        accept_language (str | Unset):
        x_request_id (str | Unset):
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchAnswer | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
accept_language=accept_language,
x_request_id=x_request_id,

    )).parsed
