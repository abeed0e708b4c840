"""Atout's HTTP service: Flask views over the engine's JSON functions (``engine.api``)."""

from service.app import create_app

__all__ = ["create_app"]
