"""The languages of problem texts: English (the default), French, Bulgarian and Arabic.

Each language is a module of this package holding ``MESSAGES`` (error code -> template, the
parameters in braces as in ``engine.reasons``), ``TITLES`` (problem type or HTTP status ->
title), ``DETAIL_AT`` and ``MORE`` (the detail of an invalid request), ``SUGGEST`` (the
names of a ``did_you_mean`` parameter after a message), and its own names of
suits and cards; a module may bring its own ``RENDERER`` (Arabic isolates what reads left
to right). English takes the engine's own messages, and has templates only where the
HTTP wording differs; the other languages have a template for every code.

>>> negotiate("bg;q=0.5, fr-CH, en;q=0.9"), negotiate("de"), negotiate(None)
('fr', 'en', 'en')
>>> catalog("fr").message("must_follow", {"seat": 1, "card": "JH", "suit": "D"}, "")
'le joueur 1 ne peut pas jouer JH : il doit fournir à carreau'
>>> catalog("bg").message("unknown_field", {"field": "dealr", "did_you_mean": ["dealer"]}, "")
'непознато поле "dealr"; може би имахте предвид "dealer"?'
"""

import json
from collections.abc import Callable
from types import ModuleType
from typing import Any, Literal

from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from engine.errors import Renderer
from service.i18n import ar, bg, en, fr

LANGUAGES = {"en": en, "fr": fr, "bg": bg, "ar": ar}
DEFAULT = "en"


class Catalog:
    def __init__(self, module: ModuleType) -> None:
        self.messages: dict[str, str] = module.MESSAGES
        self.titles: dict[str | int, str] = module.TITLES
        self.detail_pattern: Callable[[str, str], str] = module.DETAIL_AT
        self.more_pattern: Callable[[int | None, int], str] = module.MORE
        renderer = getattr(module, "RENDERER", Renderer)
        self.renderer: Renderer = renderer(module.SUITS.__getitem__, module.card_name)
        self.complete = module is not en
        # English texts name their did_you_mean where they are written
        self.suggest: Callable[[str, list[str]], str] | None = getattr(module, "SUGGEST", None)

    def message(self, code: str, params: dict[str, Any], english: str,
                http: bool = False) -> str:
        """The text of ``code`` filled from ``params``; ``english`` (the text the engine
        or the service wrote) where this language has no template of its own. For an HTTP
        problem the English text is its own, more precise than the code's."""
        template = self.messages.get(code)
        if template is None or (http and not self.complete):
            return english
        try:
            text = self.renderer.format(template, **params)
        except (KeyError, IndexError, ValueError, TypeError):  # params not the code's own
            return english
        near = params.get("did_you_mean")  # any code's: the names a value is likely a typo of
        if not near or self.suggest is None:
            return text
        return self.suggest(text, [json.dumps(name, ensure_ascii=False) for name in near])

    def title(self, type_: str, status: int, english: str) -> str:
        return self.titles.get(type_) or self.titles.get(status) or english

    def detail_at(self, message: str, pointer: str, more: int | Literal["many"],
                  listed: int) -> str:
        """The detail of an invalid request: its first problem, where, and ``more``: how
        many other problems there are, or ``"many"`` (more than ``listed``)."""
        detail = self.detail_pattern(message, pointer)
        if more:
            detail += self.more_pattern(None if more == "many" else more, listed)
        return detail


_CATALOGS = {code: Catalog(module) for code, module in LANGUAGES.items()}


def catalog(language: str) -> Catalog:
    return _CATALOGS.get(language, _CATALOGS[DEFAULT])


def negotiate(header: str | None) -> str:
    """The language of an ``Accept-Language`` header value (q-values honoured; ``fr-CH``
    is French); English when it names none of ours."""
    if not header:
        return DEFAULT
    # werkzeug's best_match prefers any exact match to a better-rated regional one (it
    # would answer English to "fr-CH, en;q=0.9"), so the tags are read here, best first.
    for tag, quality in parse_accept_header(header, LanguageAccept):
        if quality <= 0:
            continue
        primary = tag.split("-", 1)[0].split("_", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
        if primary == "*":
            return DEFAULT
    return DEFAULT
