"""atout_client: Atout, the rules of Belote over HTTP, from Python.

    from atout_client import Client
    client = Client("http://127.0.0.1:8000")
    dealt = client.deal("classic", seed=7)
    answer = client.play(dealt.state, "take", seat=dealt.to_act)

One method per operation of the API (``operations.py``), typed answers (``models.py``),
one exception, ``AtoutError``, with a subclass per kind (``errors.py``), the match loop
(``helpers.py``), sealed tables' seats and relay (``sealed.py``). The standard
library only. ``AsyncClient`` (``aio.py``) is imported on first use.
"""

from ._transport import __version__
from .client import Client
from .errors import (AtoutError, AuthenticationError, BadRequestError, ConflictError,
                     IllegalActionError, ImpossibleStateError, NetworkError, NotFoundError,
                     PermissionDeniedError, RateLimitedError, ServerError, StalledMatchError,
                     TimedOutError, UnavailableError, UnprocessableError)
from .helpers import play_match, play_match_async
from .models import DealState, Event, Model
from .sealed import (
    AsyncSealedSeat, Relay, RelayRefused, SealedSeat, commitment, new_secret, play_sealed_match,
    play_sealed_match_async)

__all__ = ["AsyncClient", "AtoutError", "AuthenticationError", "BadRequestError", "Client",
           "ConflictError", "DealState", "Event", "IllegalActionError", "ImpossibleStateError",
           "Model", "NetworkError", "NotFoundError", "PermissionDeniedError",
           "RateLimitedError", "Relay", "RelayRefused", "SealedSeat", "ServerError",
           "StalledMatchError", "TimedOutError", "UnavailableError", "UnprocessableError",
           "__version__", "commitment", "new_secret", "play_match", "play_match_async",
           "play_sealed_match", "play_sealed_match_async", "AsyncSealedSeat"]


def __getattr__(name):
    if name == "AsyncClient":
        from .aio import AsyncClient
        return AsyncClient
    raise AttributeError(f"module 'atout_client' has no attribute {name!r}")
