"""Deal records: a deal to store, share and replay, as PGN is for chess and PBN for bridge.

A record is the state ``/v1/deals`` dealt — ``rules``, ``dealer``, ``hands`` as dealt,
``turn_up`` and ``stock`` where the rules have them — with the ``auction`` and the
``tricks`` as played (Bela: with the ``talon`` as dealt) (each trick in play order, the last one possibly short) and, when the
server dealt it from a seed, the ``seed``. A hand dealt by hand has no seed: ``hands`` are
then whatever was dealt.

Its text form is one line of space-separated ``key=value`` items after ``atout-deal/1``, in
this order (the optional ones left out when absent):

- ``rules=`` a preset name, or the rules object as JSON without spaces;
- ``dealer=`` the seat;
- ``hands=`` the four hands, each its cards' codes run together, separated by ``/``;
- ``turn_up=`` a card, ``stock=`` cards run together (optional); ``talon=`` (Bela) the
  four talons as ``hands=`` writes hands; ``match_totals=`` (Baloot, optional) the match
  totals before the deal as ``110/90``;
- ``auction=`` the calls separated by ``,``: ``pass``, ``take`` and the other words as they
  are, a suit named in round two as its letter (``H``), a point bid as its value then kind
  (``80H``, ``capotNT``), a bulgarian bid as its kind (``NT``); a suit named in the jass
  family (``{"suit": "H"}``) and Baloot's Hokum (``{"hokum": "H"}``) as its letter too, a
  Baloot raise named open or closed as ``double-closed``;
- ``tricks=`` the cards played, run together, tricks separated by ``/``;
- ``seed=`` the seed, percent-encoded (UTF-8); read back it is a string, which deals the
  same cards as the integer of the same digits.

>>> from engine.rules.ruleset import PRESETS
>>> dealt = deal_cards(PRESETS["classic"], 7, 0)
>>> record = {**dealt, "auction": ["take"], "tricks": [["8H", "QS"]], "seed": 7}
>>> text = record_text(record)
>>> text.split()  # doctest: +NORMALIZE_WHITESPACE
['atout-deal/1', 'rules=classic', 'dealer=0', 'hands=7S9HAH9CTC/8H8DQDAD7C/QSASTHTDKD/9STSJSJCAC',
 'turn_up=9D', 'stock=7HKCJHJDKH8S8CQCKSQH7D', 'auction=take', 'tricks=8HQS', 'seed=7']
>>> read_text(text) == {**record, "seed": "7"}
True
"""

import json
import re
from urllib.parse import quote, unquote
from typing import Any

from engine.rules.bidding import FAMILIES
from engine.rules.cards import CONTRACT_KINDS
from engine.deal.dealing import deal_cards
from engine.errors import (EngineError, ImpossibleState, MalformedInput, pointer_token,
                           unknown_field)
from engine.deal.events import HandScored, ThrownIn
from engine.deal.game import apply_action
from engine.deal.state import DERIVED_FIELDS, Deal, read_rules, read_seat

MAGIC = "atout-deal/1"
MAX_TEXT = 4096
RECORD_FIELDS = ("rules", "dealer", "seed", "hands", "turn_up", "stock", "talon", "auction",
                 "tricks", "match_totals")
_TEXT_KEYS = ("rules", "dealer", "hands", "turn_up", "stock", "talon", "match_totals",
              "auction", "tricks", "seed")
_DEALT = ("rules", "dealer", "hands", "turn_up", "stock", "talon", "match_totals")
_TOTALS = re.compile(r"(\d{1,9})/(\d{1,9})\Z")
_POINT_BID = re.compile(r"(\d+|capot)(%s)\Z" % "|".join(CONTRACT_KINDS))
_CARDS = re.compile(r"(?:[789TJQKA][SHDC])*\Z")


def check_record(doc: Any) -> Any:
    """``{"record"}`` or ``{"text"}`` -> ``{"record", "text", "state", "phase", "result",
    "match_entry"}``: the record replayed through the rules (every call and card legal, the
    hands those of the seed when there is one), in both forms, with the state it ends in
    and, for a finished deal, its score and match entry (else null).

    >>> line = ("atout-deal/1 rules=classic dealer=0 hands=7S9HAH9CTC/8H8DQDAD7C/QSASTHTDKD/"
    ...         "9STSJSJCAC turn_up=9D stock=7HKCJHJDKH8S8CQCKSQH7D auction=" + ",".join(
    ...         ["pass"] * 8) + " tricks= seed=7")
    >>> answer = check_record({"text": line})
    >>> answer["phase"], answer["match_entry"], answer["record"]["seed"]
    ('thrown_in', {'dealer': 0, 'outcome': 'thrown_in'}, '7')
    >>> check_record({"text": line.replace("seed=7", "seed=8")})
    Traceback (most recent call last):
    ...
    engine.errors.ImpossibleState: the seed does not deal this record's hands
    """
    if not isinstance(doc, dict) or len(doc) != 1 or not {"record", "text"} & doc.keys():
        raise MalformedInput("send one of record (a deal record) and text (its one-line form)")
    try:
        if "record" in doc:
            return _replay(doc["record"])
        return _replay(read_text(doc["text"]))
    except EngineError as error:
        if "record" in doc:
            raise error.at("/record") from None
        # a pointer into the text's record would point into a string: the text is to blame
        raise type(error)(error.message, "/text", error.code, error.params) from None


def _replay(record: Any) -> dict[Any, Any]:
    if not isinstance(record, dict):
        raise MalformedInput("a deal record is a JSON object")
    for key in record:
        # a record made from /v1/deals' answer may keep what it says beside the state
        if key not in RECORD_FIELDS and key not in DERIVED_FIELDS:
            raise unknown_field(key, "/" + pointer_token(key), RECORD_FIELDS)
    for key in ("rules", "dealer", "hands", "auction", "tricks"):
        if key not in record:
            raise MalformedInput(f"{key} is required", "/" + key)
    dealt = {key: record[key] for key in _DEALT if key in record}
    deal = Deal.read({**dealt, "auction": [], "tricks": []})
    if record["hands"] is None:
        raise MalformedInput("a record shows the hands as dealt", "/hands")
    for key in ("hands", "talon"):  # a state may hide a hand; a record shows every one
        for seat, cards in enumerate(record.get(key) or ()):
            if cards is None:
                raise MalformedInput(f"a record shows every {key[:-1]}: {key}[{seat}] is "
                                     "null", f"/{key}/{seat}")
    # canonical; a point auction deals every card at once, so it has no stock
    dealt = {key: value for key, value in deal.as_dict().items()
             if key in _DEALT and (value or key not in ("stock", "talon"))}
    if "seed" in record:
        _check_seed(deal, record["seed"], dealt)
    calls, tricks = record["auction"], record["tricks"]
    if not isinstance(calls, list) or len(calls) > 64:
        raise MalformedInput("auction is a list of at most 64 calls", "/auction")
    if not isinstance(tricks, list) or len(tricks) > 8 or not all(
            isinstance(t, list) and 1 <= len(t) <= 4 for t in tricks):
        raise MalformedInput("tricks is a list of at most 8 tricks of 1 to 4 cards", "/tricks")
    for i, trick in enumerate(tricks[:-1]):
        if len(trick) != 4:
            raise ImpossibleState.of("trick_incomplete", f"/tricks/{i}")
    events = []
    for i, call in enumerate(calls):
        events = apply_action(deal, call, f"/auction/{i}")
    for i, trick in enumerate(tricks):
        for j, card in enumerate(trick):
            events = apply_action(deal, card, f"/tricks/{i}/{j}")
    state = deal.as_dict()
    record = {**dealt, "auction": state.get("auction", []), "tricks": state["tricks"],
              **({"seed": record["seed"]} if "seed" in record else {})}
    ended = [e for e in events if isinstance(e, (HandScored, ThrownIn))]
    return {"record": record, "text": record_text(record), "state": state,
            "phase": deal.phase.value,
            "result": (ended[0].result.as_dict() if isinstance(ended[0], HandScored)
                       else None) if ended else None,
            "match_entry": ended[0].match_entry if ended else None}


def _check_seed(deal: Any, seed: Any, dealt: Any) -> None:
    """The seed deals these cards, the dealer given to it or cut for from it (the first
    deal of a match)."""
    cut = deal_cards(deal.rules, seed, None, dealt["rules"])
    seeded = cut if cut["dealer"] == deal.dealer and cut["hands"] == dealt["hands"] else (
        deal_cards(deal.rules, seed, deal.dealer, dealt["rules"]))
    for key in ("hands", "turn_up", "stock", "talon"):
        if (seeded.get(key) or None) != (dealt.get(key) or None):
            raise ImpossibleState.of("record_seed_mismatch", "/" + key, field=key)


def record_text(record: Any) -> Any:
    """The one-line form of a record (module docstring); the record is not checked."""
    rules = record["rules"]
    items = [MAGIC, "rules=" + (rules if isinstance(rules, str)
                                else json.dumps(rules, separators=(",", ":"))),
             f"dealer={record['dealer']}", "hands=" + "/".join(map("".join, record["hands"]))]
    if record.get("turn_up"):
        items.append("turn_up=" + record["turn_up"])
    if record.get("stock"):
        items.append("stock=" + "".join(record["stock"]))
    if record.get("match_totals"):
        items.append("match_totals=%d/%d" % tuple(record["match_totals"]))
    if record.get("talon"):
        items.append("talon=" + "/".join(map("".join, record["talon"])))
    items.append("auction=" + ",".join(map(_call_text, record["auction"])))
    items.append("tricks=" + "/".join(map("".join, record["tricks"])))
    if record.get("seed") is not None:
        items.append("seed=" + quote(str(record["seed"]), safe=""))
    return " ".join(items)


def _call_text(call: Any) -> Any:
    if isinstance(call, str):
        return call
    if "suit" in call:
        return call["suit"]
    if "hokum" in call:  # Baloot: a Hokum as its suit's letter
        return call["hokum"]
    if "bid" not in call:  # Baloot: a raise named open or closed, as double-closed
        (word, lock), = call.items()
        return f"{word}-{lock}"
    return f"{call['bid']}{call.get('kind', '')}"


def read_text(text: str) -> Any:
    """The record of a one-line form; errors point at ``/text`` (``MalformedInput``)."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise MalformedInput(f"text is a deal record's one-line form, at most {MAX_TEXT} "
                             "characters", "")
    words = text.split()
    if not words or words[0] != MAGIC:
        raise MalformedInput(f"a deal record's one-line form starts with {MAGIC}", "")
    items = {}
    for word in words[1:]:
        key, equals, value = word.partition("=")
        if not equals or key not in _TEXT_KEYS or key in items:
            raise MalformedInput(f"{word[:40]!r} is not an item of a deal record's text "
                                 f"(each once: {', '.join(_TEXT_KEYS)})", "")
        items[key] = value
    for key in ("rules", "dealer", "hands", "auction", "tricks"):
        if key not in items:
            raise MalformedInput(f"the text has no {key}= item", "")
    try:
        rules = json.loads(items["rules"]) if items["rules"].startswith("{") else items["rules"]
    except ValueError:
        raise MalformedInput("rules= is a preset name or a JSON object", "") from None
    family = FAMILIES[read_rules(rules, "/rules").bidding]
    if not items["dealer"].isdigit():
        raise MalformedInput("dealer= is a seat from 0 to 3", "")
    record = {"rules": rules, "dealer": read_seat(int(items["dealer"]), "")}
    record["hands"] = [_cards(h, "hands") for h in items["hands"].split("/")]
    for key in ("turn_up", "stock"):
        if key in items:
            cards = _cards(items[key], key)
            record[key] = cards[0] if key == "turn_up" and len(cards) == 1 else cards
    if "talon" in items:
        record["talon"] = [_cards(t, "talon") for t in items["talon"].split("/")]
    if "match_totals" in items:  # Baloot: the match before this deal (the Sun gate)
        totals = _TOTALS.match(items["match_totals"])
        if not totals:
            raise MalformedInput("match_totals= is two totals, as 110/90", "")
        record["match_totals"] = [int(totals.group(1)), int(totals.group(2))]
    record["auction"] = [_read_call(c, family) for c in items["auction"].split(",") if c]
    record["tricks"] = [_cards(t, "tricks") for t in items["tricks"].split("/") if t]
    if "seed" in items:
        try:
            record["seed"] = unquote(items["seed"], errors="strict")
        except UnicodeDecodeError:
            raise MalformedInput("seed= is percent-encoded UTF-8", "") from None
    return record


def _cards(text: str, key: Any) -> list[Any]:
    if not _CARDS.match(text):
        raise MalformedInput(f"{key}= holds card codes run together, as JHTS", "")
    return [text[i:i + 2] for i in range(0, len(text), 2)]


def _read_call(text: str, family: Any) -> Any:
    bid = _POINT_BID.match(text)
    if bid:
        value = bid.group(1)
        value = int(value) if value.isdigit() else value
        return {"bid": value, "kind": bid.group(2)}
    if text in CONTRACT_KINDS:
        # the letter alone: a suit named (round two, the jass family), or a bulgarian bid
        suit = {"suit": text}
        if family.read({"hokum": text}) is not None:
            return {"hokum": text}
        return suit if family.read(suit) is not None else {"bid": text}
    word, dash, lock = text.partition("-")
    if dash and family.read({word: lock}) is not None:
        return {word: lock}
    return text
