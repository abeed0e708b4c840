
""" A client library for accessing Atout — the rules of Belote over HTTP """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
