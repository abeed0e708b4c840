"""Moving a deal on: one action at a time, with the events it causes; scoring a finished
deal from its tricks.

>>> from engine.deal.state import Deal
>>> deal = Deal.read({"rules": "classic", "dealer": 0, "turn_up": "JS", "auction": [],
...                   "hands": [None, None, None, None]})
>>> events = apply_action(deal, "pass")
>>> events, deal.to_act
([CallMade(seat=1, call=Call('pass'))], 2)
"""

import copy
from collections.abc import Callable, Sequence
from typing import Any, cast

from engine.rules.bidding import FAMILIES, Auction, CallT, Reason, call_json, call_text, read_call
from engine.rules.cards import CARD_BY_CODE, CARD_CODES, FULL_DECK, SUITS, codes
from engine.rules.declarations import belote_holders, compare
from engine.rules.projects import baloot_scores, compare_projects
from engine.errors import IllegalAction, ImpossibleState, MalformedInput, plain
from engine.rules.play import legal_cards, why_illegal
from engine.rules.roem import trick_roem
from engine.rules.contract import Contract
from engine.rules.ruleset import Ruleset
from engine.rules.game_points import BalootResult
from engine.rules.scoring import BelotResult, DealResult, score_hand
from engine.deal.state import BIDDING, COMPLETE, COMPLETING, PLAY, THROWN_IN, Deal, table_of
from engine.deal.events import (Belot, Belote, Bought, CallMade, CardPlayed, ContractMade,
                                DealCompleted, Event, HandScored, Rebelote, ThrownIn, TrickWon)
from engine.rules.values import CARDS, Call, Card

KING, QUEEN = 6, 5  # natural rank indexes


def legal_actions(deal: Deal, unknown: bool = False) -> list[Any] | None:
    """The JSON calls or card codes ``deal.to_act`` may make now (of the deal completed,
    when its finished auction still carries the stock). When the hand to play is unknown:
    ``None`` if ``unknown`` is true, else an ``ImpossibleState``. ``deal`` is left as it
    was: a question does not move the deal on."""
    if deal.phase == COMPLETING:
        deal = completed(deal)
    if deal.phase == BIDDING:
        return [call_json(c) for c in cast(Auction, deal.auction).legal()]
    if deal.phase != PLAY:
        return []
    if unknown and deal.hands[cast(int, deal.to_act)] is None:
        return None
    return codes(legal_mask(deal))


def legal_mask(deal: Deal) -> int:
    """The cards the seat to play may play, as a mask: the one answer to "which cards are
    legal" (``deal`` in the play; a hidden hand is ``ImpossibleState``)."""
    hand = _acting_hand(deal)
    tricks = deal.tricks
    trick = tricks[-1] if tricks and len(tricks[-1]) < 4 else ()
    return legal_cards(deal.table, deal.rules.play, hand, trick)


def card_reason(deal: Deal, card: int) -> Reason:
    """Why the seat to play may not play ``card`` now (None: it may). A hidden hand may
    play any card it can still hold (``_why_not_unknown``, ``_contradicts_earlier_play``)."""
    seat = cast(int, deal.to_act)
    hand = deal.hands[seat]
    tricks = deal.tricks
    fresh = not tricks or len(tricks[-1]) == 4
    trick = [] if fresh else tricks[-1]
    if hand is not None:
        return why_illegal(deal.table, deal.rules.play, hand, trick, card)
    if fresh:  # the checks below read the trick in progress from the deal
        tricks.append(trick)
        deal.leaders.append(seat)
    try:
        return _why_not_unknown(deal, seat, card) or _contradicts_earlier_play(deal, trick, card)
    finally:
        if fresh:
            tricks.pop()
            deal.leaders.pop()


def completed(deal: Deal) -> Deal:
    """A copy of ``deal`` with its finished auction completed (``Deal.complete``)."""
    deal = copy.copy(deal)
    deal.hands = list(deal.hands)
    deal.complete()
    return deal


def apply_action(deal: Deal, action: Any, pointer: str = "/action") -> list[Event]:
    """Apply one call or card to ``deal`` (in place); return the events, in order.
    ``action`` is a JSON form, or a typed ``Card`` or ``Call`` (read without a detour
    through JSON)."""
    events: list[Event] = []
    if deal.phase == COMPLETING:
        deal.complete()
        events.append(DealCompleted())
        if deal.belot is not None:
            _belot_events(deal, events)
            return events
    kind = type(action)
    if deal.phase == BIDDING:
        if kind is Card or isinstance(action, str) and action in CARD_BY_CODE:
            raise IllegalAction.of("card_during_auction", pointer)
        if kind is Call:
            call = action.raw
            if not _of_family(deal.rules.bidding, call):
                raise IllegalAction.of("wrong_auction_family", pointer, call=call_text(call),
                                       bidding=deal.rules.bidding)
        else:
            call = read_call(deal.rules, action, pointer)
        _call(deal, call, events, pointer)
    elif deal.phase == PLAY:
        if kind is Card:
            _play(deal, int(action), events, pointer)
            return events
        if not isinstance(action, str) or action not in CARD_BY_CODE:
            if kind is Call or any(family.read(action) for family in FAMILIES.values()):
                raise IllegalAction.of("call_during_play", pointer)
            raise MalformedInput.of("not_a_card", pointer, value=plain(action))
        _play(deal, CARD_BY_CODE[action], events, pointer)
    else:
        raise IllegalAction.of("deal_thrown_in" if deal.phase == THROWN_IN else "deal_over",
                               pointer)
    return events


# (bidding, call tuple) -> whether that family reads it
_FAMILY_CALLS: dict[tuple[str, CallT], bool] = {}


def _of_family(bidding: str, call: CallT) -> bool:
    known = _FAMILY_CALLS.get((bidding, call))
    if known is None:
        known = _FAMILY_CALLS[bidding, call] = FAMILIES[bidding].read(call_json(call)) == call
    return known


def make_legal_call(deal: Deal, call: CallT) -> list[Event]:
    """``apply_action`` for a call the caller has just found in ``Auction.legal()`` for
    this very auction (``engine.Game`` does): the same move, without asking again."""
    events: list[Event] = []
    _call(deal, call, events, "/action", True)
    return events


def _call(deal: Deal, call: CallT, events: list[Event], pointer: str,
          checked: bool = False) -> None:
    auction = cast(Auction, deal.auction)  # in the auction, there is one
    seat = cast(int, auction.to_act)
    try:
        auction.call(call, checked)
    except IllegalAction as error:
        raise IllegalAction(error.message, pointer, error.code, error.params) from None
    cast(list[CallT], deal.calls).append(call)
    events.append(CallMade(seat, Call.intern(call)))
    if not auction.finished:
        deal.to_act = auction.to_act
        if auction.settled is not None and not deal.doubling:
            _bought(deal, events)
        return
    if auction.thrown_in:
        deal.phase, deal.to_act = THROWN_IN, None
        same = deal.rules.redeal_by == "same"
        events.append(ThrownIn(deal.dealer if same else (deal.dealer + 1) % 4,
                               {"dealer": deal.dealer, "outcome": "thrown_in"}))
        return
    deal.contract = cast(Contract, auction.contract)  # neither thrown in nor bought
    events.append(ContractMade(deal.contract, deal.contract_doc()))
    if deal.doubling:  # Baloot: the deal was completed when the contract was bought
        deal.doubling = False
        deal.table = table_of(deal.rules, deal.contract)
        deal.phase, deal.to_act = PLAY, (deal.dealer + 1) % 4
        return
    if deal.stock or deal.talon:
        events.append(DealCompleted())
    deal.complete()
    if deal.belot is not None:
        _belot_events(deal, events)


def _bought(deal: Deal, events: list[Event]) -> None:
    """Baloot: the contract is bought and may be doubled (§12.6): the deal is completed
    first (the receiver takes the turned card), then the doubling calls follow."""
    deal.doubling = True
    settled = cast(Contract, cast(Auction, deal.auction).settled)
    events.append(Bought(settled, settled.as_dict(True, True)))
    if deal.stock:
        events.append(DealCompleted())
    deal.complete()


def _belot_events(deal: Deal, events: list[Event]) -> None:
    """Bela's belot: the hand is not played, the holder's team wins the match (§11.5)."""
    belot = cast(int, deal.belot)
    team = belot % 2
    events.append(Belot(belot, team, {"dealer": deal.dealer, "outcome": "belot",
                                           "team": team}))


def _acting_hand(deal: Deal) -> int:
    hand = deal.hands[cast(int, deal.to_act)]
    if hand is None:
        raise ImpossibleState.of("hand_unknown", f"/hands/{deal.to_act}", seat=deal.to_act)
    return hand


def play_legal_card(deal: Deal, card: int) -> list[Event]:
    """``apply_action`` for a card the caller has just found in ``legal_cards`` for this
    very hand and trick (``engine.Game`` does): the same move, without asking again."""
    events: list[Event] = []
    _play(deal, card, events, "/action", True)
    return events


def _play(deal: Deal, card: int, events: list[Event], pointer: str,
          checked: bool = False) -> None:
    seat = cast(int, deal.to_act)  # in the play, a seat is to act
    if not checked:
        reason = card_reason(deal, card)
        if reason:
            code, params = reason
            raise IllegalAction.of(code, pointer, seat=seat, card=CARD_CODES[card], **params)
    hands, tricks = deal.hands, deal.tricks
    hand = hands[seat]
    if not tricks or len(tricks[-1]) == 4:
        trick: list[int] = []
        tricks.append(trick)
        deal.leaders.append(seat)
    else:
        trick = tricks[-1]
    events.append(CardPlayed(seat, CARDS[card]))
    # a king or a queen of the trumps may be a belote: only they are looked at
    if hand is not None and card & 7 in _KING_QUEEN and deal.table.climb_mask >> card & 1:
        _belote_event(deal, seat, card, events)  # before the card leaves the hand
    trick.append(card)
    if hand is not None:
        hands[seat] = hand ^ (1 << card)
    if None in hands and deal.rules.declarations != "roem":
        _proven_belotes(deal, seat, card, events)  # an unknown hand's, once cards prove them
    if len(trick) < 4:
        deal.to_act = (seat + 1) & 3
        return
    table = deal.table
    winner = (deal.leaders[-1] + table.winning_index(trick)) & 3
    last = len(tricks) == 8
    if deal.rules.declarations == "roem":
        roem, kinds = trick_roem(trick, table.trump, deal.rules)
        events.append(TrickWon(winner, winner & 1, table.trick_points(trick),
                               table.last_trick if last else 0, roem, tuple(kinds)))
    else:
        events.append(TrickWon(winner, winner & 1, table.trick_points(trick),
                               table.last_trick if last else 0))
    if last:
        deal.phase, deal.to_act = COMPLETE, None
        # Every card is known once all are played, whichever hands the state held.
        deal.hands = [0, 0, 0, 0]
        if _scorable(deal):
            events.append(HandScored(_scoring(deal)))
    else:
        deal.to_act = winner


_KING_QUEEN = (KING, QUEEN)


def _scoring(deal: Deal) -> Callable[[], tuple[DealResult, dict[str, Any]]]:
    """The score of ``deal``, just played to its end, for when it is asked: of a copy,
    since the deal itself may move on (``Game.undo``)."""
    ended = copy.copy(deal)
    ended.tricks = [list(t) for t in deal.tricks]
    ended.leaders = list(deal.leaders)

    def score() -> tuple[DealResult, dict[str, Any]]:
        result = score_deal(ended)
        return result, hand_entry(ended, result)
    return score


def _scorable(deal: Deal) -> bool:
    """Whether the deal carries what its score needs: a point-auction contract given
    without its bid (Pilotta's family plays one, §13.12) is played, not scored."""
    return cast(Contract, deal.contract).bid is not None or deal.rules.bidding != "point_auction"


def hand_entry(deal: Deal, result: DealResult) -> dict[str, Any]:
    """The match item (``/v1/matches/score``) of a deal played to its end, or of Bela's
    belot."""
    if isinstance(result, BelotResult):
        return {"dealer": deal.dealer, "outcome": "belot", "team": result.team}
    if result.outcome == "gahwa":  # Baloot: the hand decides the match (§12.9)
        return {"dealer": deal.dealer, "outcome": "gahwa", "team": cast(BalootResult, result).team,
                "score": list(result.score)}
    return {"dealer": deal.dealer, "taker": cast(Contract, deal.contract).taker,
            "outcome": result.outcome,
            "score": list(result.score), "held_over": result.held_over}


def _why_not_unknown(deal: Deal, seat: int, card: int) -> Reason:
    """Why a seat whose hand is unknown cannot play ``card``: it is somewhere else (a
    known hand, the tricks, the stock, or the turn-up, which is the taker's)."""
    elsewhere = 0
    for hand in deal.hands:
        elsewhere |= hand or 0
    for trick in deal.tricks:
        for played in trick:
            elsewhere |= 1 << played
    for kept in deal.stock or ():
        elsewhere |= 1 << kept
    if deal.turn_up is not None and seat != cast(Contract, deal.contract).holder:
        elsewhere |= 1 << deal.turn_up
    return ("card_elsewhere", {}) if elsewhere >> card & 1 else None


def _contradicts_earlier_play(deal: Deal, trick: list[int], card: int) -> Reason:
    """A card from an unknown hand was held all along: had it made an earlier play of the
    seat illegal (say, a discard while holding this suit), the seat cannot hold it now."""
    trick.append(card)
    try:
        deal._check_plays(deal._played_by())
    except ImpossibleState as error:
        return "contradicts_earlier_play", {"earlier": error.params.get("card", ""),
                                            "trick": int(error.pointer.split("/")[2]) + 1}
    finally:
        trick.pop()
    return None


def _belote_event(deal: Deal, seat: int, card: int, events: list[Event]) -> None:
    """Belote when the first card of a king–queen pair of trumps held together is played,
    rebelote with the second (§7.1); under ``all_trump_belote: played_to_suit`` an AT
    pair counts only when its first card was led or followed suit (§7.1). ``card`` is a
    king or a queen of the trumps (the caller looked)."""
    if deal.rules.declarations == "roem":  # Klaverjas' stuk is roem, in the trick
        return
    other = card ^ (KING ^ QUEEN)
    if deal.rules.declarations == "projects" and not _baloot_counts(deal, seat):
        return  # Baloot: a baloot absorbed by its holder's projects is no baloot (§12.8.3)
    strict = (deal.rules.all_trump_belote == "played_to_suit"
              and cast(Contract, deal.contract).kind == "AT")
    if (cast(int, deal.hands[seat]) >> other) & 1:
        if not strict or _led_or_followed(deal.tricks[-1], card):
            events.append(Belote(seat))
        return
    for leader, trick in zip(deal.leaders, deal.tricks):
        if other in trick and (leader + trick.index(other)) % 4 == seat:
            if not strict or _led_or_followed(trick[:trick.index(other)], other):
                events.append(Rebelote(seat))
            return


def _proven_belotes(deal: Deal, seat: int, card: int, events: list[Event]) -> None:
    """Belote and rebelote of a seat whose hand is unknown, both at the card that proves
    them: the second card of a king–queen of trumps played by the seat that played the
    first (the pair was held together: play starts once every hand holds its eight), in
    Baloot once the public cards also rule out the holder's own projects absorbing it
    (§12.8.3), which the last card of the deal always settles. ``card``, just played by
    ``seat``, is what may have proved it: a pair proved before it was announced then."""
    played = deal._played_by()
    before = list(played)
    before[seat] &= ~(1 << card)
    for holder, hand in enumerate(deal.hands):
        if hand is not None:
            continue
        for pair in _trump_pairs(deal.table.climb_mask):
            if (_proven(deal, holder, pair, played, seat, None)
                    and not _proven(deal, holder, pair, before, seat, card)):
                events.extend((Belote(holder), Rebelote(holder)))


def _trump_pairs(climb_mask: int) -> list[int]:
    pairs = ((1 << KING | 1 << QUEEN) << 8 * suit for suit in range(4))
    return [pair for pair in pairs if climb_mask & pair == pair]


def _proven(deal: Deal, holder: int, pair: int, played: list[int], seat: int,
            unplayed: int | None) -> bool:
    """Whether the cards ``played`` (per seat) prove ``holder``'s belote of ``pair``;
    ``unplayed``: a card ``seat`` played that is not in ``played``, where it was before."""
    if played[holder] & pair != pair:
        return False
    if (deal.rules.all_trump_belote == "played_to_suit"
            and cast(Contract, deal.contract).kind == "AT"):
        first = next(c for trick in deal.tricks for c in trick if pair >> c & 1)
        trick = next(t for t in deal.tricks if first in t)
        if not _led_or_followed(trick[:trick.index(first)], first):
            return False
    if deal.rules.declarations != "projects":
        return True
    elsewhere = 0  # where the holder's unseen cards cannot be
    for other, hand in enumerate(deal.hands):
        if other != holder:
            elsewhere |= (hand or 0) | played[other]
    if unplayed is not None and seat != holder and deal.hands[seat] is not None:
        elsewhere |= 1 << unplayed  # in a known hand before it was played
    for kept in deal.stock or ():
        elsewhere |= 1 << kept
    if deal.turn_up is not None and holder != cast(Contract, deal.contract).holder:
        elsewhere |= 1 << deal.turn_up
    possible = FULL_DECK & ~elsewhere
    if possible.bit_count() == 8:  # the whole hand is known
        return baloot_scores(possible, cast(Contract, deal.contract).kind, deal.rules)
    trump = 8 * SUITS.index(cast(Contract, deal.contract).kind)
    return not any(possible & shape == shape for shape in _absorbing(trump, deal.rules))


def _absorbing(trump: int, rules: Ruleset) -> list[int]:
    """The sets of cards any of which, held with a baloot, may absorb it (§12.8.3): the
    trump runs that hold the king and the queen (of 5 cards, holding either, under
    ``hundred_only``), four kings, four queens. Runs only: they are the least a project
    holds, so a hand without any cannot have one."""
    if rules.baloot_absorbed_by == "any_project":
        runs = [0b111 << low for low in (QUEEN - 1, QUEEN)]
    else:
        runs = [0b11111 << low for low in range(QUEEN - 4, KING + 1) if low + 4 <= 7]
    shapes = [run << trump for run in runs]
    shapes += [sum(1 << (8 * suit + rank) for suit in range(4)) for rank in (KING, QUEEN)]
    return shapes


def _baloot_counts(deal: Deal, seat: int) -> bool:
    hand = deal.start_hands()[seat]
    return hand is not None and baloot_scores(hand, cast(Contract, deal.contract).kind, deal.rules)


def _led_or_followed(cards_before: Sequence[int], card: int) -> bool:
    return not cards_before or cards_before[0] >> 3 == card >> 3


def summary(deal: Deal) -> tuple[Any, ...]:
    """The summary form (``/v1/hands/score``) of a finished deal: tricks, card points
    without the last trick, last-trick team, declarations after the comparison, belote."""
    table = deal.table
    tricks_won, points, roem = [0, 0], [0, 0], [0, 0]
    last_team = None
    counts_roem = deal.rules.declarations == "roem"
    for leader, trick in zip(deal.leaders, deal.tricks):
        best, trick_points = table.trick_result(trick)
        last_team = (leader + best) % 2
        tricks_won[last_team] += 1
        points[last_team] += trick_points
        if counts_roem:
            roem[last_team] += trick_roem(trick, table.trump, deal.rules)[0]
    if counts_roem:  # roem stands where declarations stand; Klaverjas has no belote
        return tricks_won, points, last_team, tuple(roem), (0, 0)
    start = cast(list[int], deal.start_hands())  # all known: the deal is over
    contract = cast(Contract, deal.contract)
    if deal.rules.declarations == "projects":  # Baloot (§12.8)
        found = compare_projects(start, contract.kind, deal.rules, deal.dealer)
        return tricks_won, points, last_team, found.points, found.belote
    declared = compare(start, contract, deal.rules, deal.dealer)
    belote = belote_holders(start, contract, deal.rules, list(zip(deal.leaders, deal.tricks)))
    return tricks_won, points, last_team, declared.points, belote


def score_deal(deal: Deal) -> DealResult:
    if deal.phase == THROWN_IN:
        raise ImpossibleState.of("thrown_in", "", dealer=deal.dealer)
    if deal.phase != COMPLETE:
        raise ImpossibleState.of("deal_not_complete", "/tricks")
    if not _scorable(deal):
        raise ImpossibleState.of("bid_missing", "/contract/bid")
    if deal.belot is not None:
        return BelotResult(deal.belot % 2)
    return score_hand(deal.rules, deal.contract, *summary(deal), check=False)
