"""Playing a trick (docs/rules.md §6): which cards are legal, and who wins.

Only ``legal_cards`` decides what may be played; ``why_illegal`` asks it and then names
the rule behind its answer, so "which cards" and "why not this card" never disagree.

>>> from engine.rules.cards import table_for, parse_card, mask_of, codes
>>> hearts = table_for("H")
>>> hand = mask_of(parse_card(c) for c in ["7H", "AD", "KC"])
>>> trick = [parse_card("TS"), parse_card("JH")]   # seat 1 ruffed with the jack of hearts
>>> codes(legal_cards(hearts, "forced", hand, trick))  # void in spades, must undertrump
['7H']
>>> why_illegal(hearts, "forced", hand, trick, parse_card("KC"))
('must_undertrump', {'trump': 'H', 'master': 'JH'})
"""

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from engine.rules.cards import CARD_CODES, SUIT_MASKS, SUITS, Table


class PlayRules(NamedTuple):
    """The ruleset fields legal cards depend on (docs/rules.md, the play): one shared
    value per combination, so the hot loop reads three attributes and no ruleset."""
    partner_exemption: bool  # a partner's winning trick frees the player (§4.1 rule 2.1)
    undertrump: str          # "forced" | "free" | "last_resort"
    must_beat_plain: bool    # Bela: beat the best card of a plain led suit, untrumped
    # Baloot's trump_led_climb (§12.7 rule 2): "always" | "unless_partner" | "never"
    trump_climb: str = "always"


@lru_cache(maxsize=None)
def play_rules(partner_exemption: bool, undertrump: str, must_beat_plain: bool,
               trump_climb: str = "always") -> PlayRules:
    return PlayRules(partner_exemption, undertrump, must_beat_plain, trump_climb)


# The French families' rules by their one differing field: what callers that name only
# ``undertrump`` (the six original presets) mean.
_BY_UNDERTRUMP = {u: play_rules(True, u, False) for u in ("forced", "free", "last_resort")}


def legal_cards(table: Table, play: PlayRules | str, hand: int, trick: Sequence[int]) -> int:
    """The mask of the cards of ``hand`` that may be played to ``trick`` (the cards so
    far, in play order). The only place where legality is decided. ``play`` is a
    ``PlayRules`` (``Ruleset.play``), or an ``undertrump`` value for the French rules.

    >>> from engine.rules.cards import table_for, parse_card, mask_of, codes
    >>> cards = lambda text: [parse_card(c) for c in text.split()]
    >>> rotterdam = play_rules(False, "forced", False)
    >>> amsterdam = play_rules(True, "last_resort", False)
    >>> hand = mask_of(cards("JH 7H QD"))   # seat 2 (partner) is master with the nine
    >>> codes(legal_cards(table_for("H"), rotterdam, hand, cards("KS 9H 7S")))
    ['JH']
    >>> codes(legal_cards(table_for("H"), amsterdam, hand, cards("KS 9H 7S")))
    ['JH', 'QD']
    """
    if not trick:
        if table.no_trump_lead:  # a closed Hokum: no trump led while holding another suit
            return hand & ~table.cut_mask or hand
        return hand
    led_card = trick[0]
    follow = hand & SUIT_MASKS[led_card >> 3]
    if follow:
        # The climbing suit, or Bela's plain suit still untrumped: beat the master card
        # when it is of the led suit (whoever holds it; a ruffed plain trick frees).
        if (table.climb_mask >> led_card) & 1 or (
                not isinstance(play, str) and play.must_beat_plain):
            master_card = trick[table.winning_index(trick)]
            if master_card >> 3 == led_card >> 3:
                if not isinstance(play, str) and play.trump_climb != "always" and (
                        play.trump_climb == "never"
                        or len(trick) >= 2 and table.winning_index(trick) == len(trick) - 2):
                    return follow
                return follow & table.above[master_card] or follow
        return follow
    cut = table.cut_mask
    if not cut or (cut >> led_card) & 1:
        return hand
    trumps = hand & cut
    if not trumps:
        return hand
    if isinstance(play, str):
        play = _BY_UNDERTRUMP[play]
    master = table.winning_index(trick)
    master_card = trick[master]
    trumped = (cut >> master_card) & 1
    if master == len(trick) - 2 and play.partner_exemption:  # the partner is master
        if trumped and play.undertrump == "last_resort":
            return hand & ~(trumps & ~table.above[master_card]) or hand
        return hand
    if not trumped:
        return trumps
    over = trumps & table.above[master_card]
    if over:
        return over
    undertrump = play.undertrump
    if undertrump == "forced":
        return trumps
    if undertrump == "free":
        return hand
    return hand & ~trumps or hand  # last_resort: a lower trump only when nothing else


def why_illegal(table: Table, play: PlayRules | str, hand: int, trick: Sequence[int],
                card: int) -> tuple[str, dict[str, str]] | None:
    """None when ``card`` may be played, else the reason as ``(code, params)`` (codes of
    ``engine.reasons``): the rule that narrowed ``legal_cards`` to the set it returned."""
    if not (hand >> card) & 1:
        return "not_held", {}
    allowed = legal_cards(table, play, hand, trick)
    if (allowed >> card) & 1:
        return None
    if not trick:  # only a closed Hokum restricts a lead
        return "closed_no_trump_lead", {"trump": SUITS[table.trump or 0]}
    led_card = trick[0]
    led = led_card >> 3
    if allowed & SUIT_MASKS[led]:
        if allowed == hand & SUIT_MASKS[led]:
            return "must_follow", {"suit": SUITS[led]}
        return "must_beat", {"best": CARD_CODES[_best_of_led_suit(table, trick)]}
    trump = SUITS[table.trump or 0]  # a trump was cut with: the table has one
    master_card = trick[table.winning_index(trick)]
    if not (table.cut_mask >> master_card) & 1:
        return "must_trump", {"trump": trump, "led": SUITS[led]}
    if (table.cut_mask >> card) & 1 and allowed & ~table.cut_mask:
        return "must_not_undertrump", {"master": CARD_CODES[master_card]}
    if allowed & table.above[master_card]:
        return "must_overtrump", {"master": CARD_CODES[master_card]}
    return "must_undertrump", {"trump": trump, "master": CARD_CODES[master_card]}


def _best_of_led_suit(table: Table, trick: Sequence[int]) -> int:
    order, led = table.order, trick[0] >> 3
    best = trick[0]
    for card in trick:
        if card >> 3 == led and order[card] > order[best]:
            best = card
    return best


def trick_winner(table: Table, leader: int, cards: Sequence[int]) -> int:
    """The seat that wins a trick led by ``leader``.

    >>> from engine.rules.cards import table_for, parse_card
    >>> # the eight of trumps beats the seven
    >>> trick_winner(table_for("H"), 3, [parse_card(c) for c in ["AS", "7H", "TS", "8H"]])
    2
    """
    return (leader + table.winning_index(cards)) % 4
