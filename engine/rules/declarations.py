"""Declarations: sequences, carrés and belote (docs/rules.md §7).

A suit's cards are one byte of the hand mask, so a sequence is a run of set bits in
that byte; the best sequences of every byte are tabulated once at import.

>>> from engine.rules.cards import codes, mask_of, parse_card
>>> from engine.rules.contract import Contract
>>> from engine.rules.ruleset import PRESETS
>>> hand = mask_of(parse_card(c) for c in "JS QS KS JH JD JC 7H 9D".split())
>>> [(d.kind, d.points, codes(d.cards)) for d in
...  hand_declarations(hand, Contract(0, "H"), PRESETS["classic"])]
[('carre', 200, ['JS', 'JH', 'JD', 'JC'])]
"""

from dataclasses import dataclass
from collections.abc import Iterable, Sequence
from typing import NamedTuple, cast

from engine.rules.cards import SUIT_MASKS, SUITS
from engine.rules.contract import Contract
from engine.rules.ruleset import Ruleset

# Carré points and strength (J > 9 > A > T > K > Q) by natural rank 7 8 9 T J Q K A.
CARRE_POINTS = (0, 0, 150, 100, 200, 100, 100, 100)
CARRE_HEIGHT = (0, 0, 4, 2, 5, 0, 1, 3)
_CARRE_RANKS = 0b11111100   # fours of 7s and 8s are not declared
_QUEEN_KING = 0b01100000
_RUN_STARTS = 0x3F3F3F3F  # the ranks a run of three can start from, in every suit
BELOTE = 20
BELOT_POINTS = {"wins_match": 0, "points_1000": 1000}  # wins_match: the match, not points


@dataclass(frozen=True)
class Declaration:
    """One sequence or carré; ``top`` is a natural rank index (a carré's rank)."""
    kind: str      # "tierce" | "quarte" | "quinte" | "carre"
    cards: int     # bit mask of the cards it uses
    points: int
    top: int
    suit: int | None  # 0..3 for a sequence, None for a carré
    length: int


Decls = tuple[Declaration, ...]
Key = tuple[int, ...]  # declaration_key's: compared, larger is stronger
Tricks = Iterable[tuple[int, Sequence[int]]]  # (leader, cards in play order) each


class DeclarationsResult(NamedTuple):
    per_seat: tuple[Decls, ...]  # what each seat declares, strongest first
    team: int | None  # the team scoring declarations (bulgarian: sequences), or None
    points: tuple[int, ...]  # declaration points each team scores, belote excluded


def _sequence(suit: int, top: int, length: int) -> Declaration:
    kind, points = {3: ("tierce", 20), 4: ("quarte", 50)}.get(length, ("quinte", 100))
    cards = ((1 << length) - 1) << (8 * suit + top - length + 1)
    return Declaration(kind, cards, points, top, suit, length)


def _suit_sequences(suit: int, byte: int) -> Decls:
    # Per maximal run the best split is forced: one declaration for 3 to 7 cards (a longer
    # run never gains by splitting), quinte + tierce (120 > 50 + 50) for all eight, the
    # quinte on top so that the strongest declaration is as high as possible.
    found: list[Declaration] = []
    rank = 0
    while rank < 8:
        length = 0
        while rank + length < 8 and byte >> (rank + length) & 1:
            length += 1
        if length == 8:
            found += [_sequence(suit, 7, 5), _sequence(suit, 2, 3)]
        elif length >= 3:
            found.append(_sequence(suit, rank + length - 1, length))
        rank += length + 1
    return tuple(found)


_SEQUENCES = tuple(tuple(_suit_sequences(s, b) for b in range(256)) for s in range(4))
_CARRES = tuple(Declaration("carre", 0x01010101 << r, CARRE_POINTS[r], r, None, 4)
                for r in range(8))
# carre_values flat_100 (§13.7): every four of a kind that counts is worth 100
_FLAT_CARRES = tuple(Declaration("carre", 0x01010101 << r, 100 if CARRE_POINTS[r] else 0, r,
                                 None, 4) for r in range(8))
_NONE = DeclarationsResult(((),) * 4, None, (0, 0))


def _sequences_of(hand: int) -> Decls:
    spades, hearts, diamonds, clubs = _SEQUENCES
    return (spades[hand & 255] + hearts[hand >> 8 & 255]
            + diamonds[hand >> 16 & 255] + clubs[hand >> 24 & 255])


def declaration_key(decl: Declaration, contract: Contract, rules: Ruleset) -> Key:
    """Sort key of a declaration, larger is stronger (§7.2).

    Value, then carré over sequence, then height (carrés J > 9 > A > T > K > Q, sequences
    by top card), then trumps over plain; with ``sequence_rank == "length"`` sequences rank
    by length then top card, trumps aside.

    >>> from engine.rules.contract import Contract
    >>> from engine.rules.ruleset import PRESETS
    >>> quinte = _sequence(0, 7, 5)                 # T J Q K A of spades
    >>> key = lambda d: declaration_key(d, Contract(0, "S"), PRESETS["classic"])
    >>> key(_CARRES[7]) > key(quinte) > key(_sequence(1, 7, 5))
    True
    """
    if decl.suit is None:
        return (decl.points, 1, CARRE_HEIGHT[decl.top], 0)
    trumps = rules.trump_sequence_priority and contract.kind in ("AT", SUITS[decl.suit])
    if rules.sequence_rank == "length":
        # trumps count after the length when all declarations are compared together
        # (Pilotta, §13.7); the separate comparison of bulgarian never counts them (§6.3)
        together = rules.declaration_comparison == "together"
        return (decl.points, 0, decl.length, decl.top, int(trumps and together))
    return (decl.points, 0, decl.top, int(trumps))


def hand_declarations(hand: int, contract: Contract, rules: Ruleset) -> Decls:
    """The sequences and carrés one 8-card hand declares (§7.1), strongest first.

    >>> from engine.rules.cards import mask_of, parse_card
    >>> from engine.rules.contract import Contract
    >>> from engine.rules.ruleset import PRESETS
    >>> hand = mask_of(parse_card(c) for c in "7C 8C 9C TC JC QC KC AC".split())
    >>> [(d.kind, d.top, d.length) for d in
    ...  hand_declarations(hand, Contract(0, "S"), PRESETS["classic"])]
    [('quinte', 7, 5), ('tierce', 2, 3)]
    >>> hand_declarations(hand, Contract(0, "NT"), PRESETS["coinche"])
    ()
    """
    if not declares(contract, rules):
        return ()
    return _declared(hand, contract, rules)


def declares(contract: Contract, rules: Ruleset) -> bool:
    """Whether the contract allows sequences and carrés: not in NT, but under
    ``no_trump_declarations: all`` (Bazaar Blot, §14.7)."""
    return rules.declarations == "all" and (
        contract.kind != "NT" or rules.no_trump_declarations == "all")


def _declared(hand: int, contract: Contract, rules: Ruleset) -> Decls:
    # Most hands hold no three in a row of one suit and no four of a kind: nothing to
    # declare, known from the bits alone (a whole suit holds a run, so belot too).
    if not (hand & hand >> 1 & hand >> 2 & _RUN_STARTS
            or hand & hand >> 8 & hand >> 16 & hand >> 24 & _CARRE_RANKS):
        return ()
    if rules.belot != "none" and hand in SUIT_MASKS:  # Bela: a whole suit in one hand
        suit = SUIT_MASKS.index(hand)
        return (Declaration("belot", hand, BELOT_POINTS[rules.belot], 7, suit, 8),)
    if rules.long_sequence == "step_50":
        return tuple(sorted((_stepped(d) for d in _found(hand, contract, rules)),
                            key=lambda d: declaration_key(d, contract, rules), reverse=True))
    return _found(hand, contract, rules)


def _stepped(decl: Declaration) -> Declaration:
    # long_sequence step_50: six in a row 150, seven 200
    if decl.suit is None or decl.length < 6:
        return decl
    return Declaration(decl.kind, decl.cards, 100 + 50 * (decl.length - 5), decl.top,
                       decl.suit, decl.length)


def _found(hand: int, contract: Contract, rules: Ruleset) -> Decls:
    quads = hand & hand >> 8 & hand >> 16 & hand >> 24 & _CARRE_RANKS
    if quads:
        found = _with_carres(hand, quads, contract, rules)
    else:  # _sequences_of, inlined: this runs four times a deal
        spades, hearts, diamonds, clubs = _SEQUENCES
        found = (spades[hand & 255] + hearts[hand >> 8 & 255]
                 + diamonds[hand >> 16 & 255] + clubs[hand >> 24 & 255])
    if len(found) > 1:
        found = tuple(sorted(found, key=lambda d: declaration_key(d, contract, rules),
                             reverse=True))
    return found


def _with_carres(hand: int, quads: int, contract: Contract, rules: Ruleset) -> Decls:
    # Eight cards hold at most two carrés: try each subset of them, sequences from the rest.
    ranks = [r for r in range(8) if quads >> r & 1]
    best: Decls = ()
    best_score = None
    table = _FLAT_CARRES if rules.carre_values == "flat_100" else _CARRES
    for pick in range(1 << len(ranks)):
        carres = tuple(table[r] for i, r in enumerate(ranks) if pick >> i & 1)
        rest = hand
        for carre in carres:
            rest &= ~carre.cards
        found = carres + _sequences_of(rest)
        score = (sum(d.points for d in found),
                 max((declaration_key(d, contract, rules) for d in found), default=()),
                 sum(d.length for d in found))
        if best_score is None or score > best_score:
            best, best_score = found, score
    return best


def _winner(keys: Sequence[list[Key]], rules: Ruleset, dealer: int) -> int | None:
    # keys[seat]: the keys of the declarations competing; () ranks below any key.
    best = [max(keys[t] + keys[t + 2], default=()) for t in (0, 1)]
    if best[0] != best[1]:
        return 0 if best[0] > best[1] else 1
    if not best[0] or rules.declaration_tie == "nobody":
        return None
    for i in range(1, 5):
        seat = (dealer + i) % 4
        if best[0] in keys[seat]:
            return seat % 2
    return None


def compare(start_hands: Sequence[int], contract: Contract, rules: Ruleset,
            dealer: int) -> DeclarationsResult:
    """What each seat declares and which team scores it (§7.2).

    >>> from engine.rules.cards import mask_of, parse_card
    >>> from engine.rules.contract import Contract
    >>> from engine.rules.ruleset import PRESETS
    >>> deal = ["QD KD AD 7S 9S 7H 9H JC", "QC KC AC 8S TS 8H TH 7D",
    ...         "JS KS JH KH 8D TD 7C 9C", "QS AS QH AH 9D JD 8C TC"]
    >>> hands = [mask_of(parse_card(c) for c in h.split()) for h in deal]
    >>> result = compare(hands, Contract(0, "H"), PRESETS["classic"], dealer=0)
    >>> result.team, result.points        # tied tierces: seat 1 speaks first
    (1, (0, 20))
    >>> compare(hands, Contract(0, "H"), PRESETS["club-501"], dealer=0).team is None
    True
    """
    if not declares(contract, rules):
        return _NONE
    per_seat = tuple([_declared(h, contract, rules) for h in start_hands])
    declaring = (bool(per_seat[0] or per_seat[2]), bool(per_seat[1] or per_seat[3]))
    if declaring == (False, False):
        return _NONE
    team: int | None
    if declaring[0] != declaring[1] and rules.declaration_comparison == "together":
        # nothing to compare: the one team declaring scores all it declares
        team = int(declaring[1])
        points = [0, 0]
        points[team] = sum([d.points for decls in per_seat for d in decls])
        return DeclarationsResult(per_seat, team, tuple(points))
    keys = [[declaration_key(d, contract, rules) for d in decls] for decls in per_seat]
    if rules.declaration_comparison == "separate":
        is_carre = [[d.suit is None for d in decls] for decls in per_seat]
        carre_team = _winner([[k for k, c in zip(keys[s], is_carre[s]) if c]
                              for s in range(4)], rules, dealer)
        team = _winner([[k for k, c in zip(keys[s], is_carre[s]) if not c]
                        for s in range(4)], rules, dealer)
    else:
        carre_team = team = _winner(keys, rules, dealer)
    points = [0, 0]
    for seat, decls in enumerate(per_seat):
        for d in decls:
            if seat % 2 == (carre_team if d.suit is None else team):
                points[seat % 2] += d.points
    return DeclarationsResult(per_seat, team, tuple(points))


def belote_holders(start_hands: Sequence[int], contract: Contract, rules: Ruleset,
                   tricks: Tricks | None = None) -> tuple[int, int]:
    """Belote points per team: 20 for each trump king-queen held in one hand (§7.1).

    ``tricks``, a sequence of ``(leader_seat, cards_in_play_order)``, matters only for
    ``all_trump_belote == "played_to_suit"`` in AT: a pair whose first card played was a
    discard does not count; a pair not played yet still does.

    >>> from engine.rules.cards import mask_of, parse_card
    >>> from engine.rules.contract import Contract
    >>> from engine.rules.ruleset import PRESETS
    >>> hands = [mask_of(parse_card(c) for c in h.split()) for h in
    ...          ("KS QS KD QD 7H 8H 9H 7C", "KH QH", "", "")]
    >>> belote_holders(hands, Contract(0, "AT"), PRESETS["coinche"])
    (40, 20)
    >>> belote_holders(hands, Contract(0, "H"), PRESETS["contree"])
    (0, 20)
    """
    kind = contract.kind
    if kind == "NT" or rules.declarations == "roem":  # Klaverjas' stuk is roem, in a trick
        return (0, 0)
    if kind != "AT":  # one pair to look for: the hot case, a score per deal
        pair = _QUEEN_KING << 8 * SUITS.index(kind)
        a, b, c, d = start_hands
        return (((a & pair == pair) + (c & pair == pair)) * BELOTE,
                ((b & pair == pair) + (d & pair == pair)) * BELOTE)
    suits = range(4)
    check_play = rules.all_trump_belote == "played_to_suit" and tricks is not None
    points = [0, 0]
    for seat, hand in enumerate(start_hands):
        for suit in suits:
            pair = _QUEEN_KING << 8 * suit
            if hand & pair == pair and (
                    not check_play or _not_discarded(pair, cast(Tricks, tricks))):
                points[seat % 2] += BELOTE
    return points[0], points[1]


def _not_discarded(pair: int, tricks: Tricks) -> bool:
    # Both cards share a suit, so "led or followed suit" is "of the led suit".
    for _leader, cards in tricks:
        for card in cards:
            if pair >> card & 1:
                return card >> 3 == cards[0] >> 3
    return True
