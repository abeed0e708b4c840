"""Why the engine refuses a request: every reason has a stable code, parameters, and an
English template; the one registry of them is ``REASONS``.

An application shows its own words by reading ``error.code`` and ``error.params`` rather
than the English ``error.message``. A template names its parameters in braces; ``:suit``
renders a suit letter as a suit's name, ``:card`` a card code as a card's name (``:list``
joins a list with commas, ``:json`` writes a value the client sent as JSON), so that
another language can render the same parameters with its own names (``Renderer``).

>>> render("must_follow", {"seat": 1, "card": "JH", "suit": "D"})
'seat 1 cannot play JH: must follow diamonds'
>>> render("must_overtrump", {"seat": 2, "card": "7H", "master": "9H"})
'seat 2 cannot play 7H: must overtrump the nine of hearts'
"""

import json
import string
from collections.abc import Iterable
from typing import Any

# code -> (English template, what it means). Parameters: seat/team/taker/dealer are
# integers, card/master/best are card codes, suit/trump/led are suit letters, call is the
# call as sent (a JSON value), kind a contract kind, pointers are JSON pointers into the request.
REASONS = {
    # -- the play (§6) ------------------------------------------------------------------
    "not_held": ("seat {seat} cannot play {card}: does not hold {card:card}",
                 "The card is not in the hand of the seat to play."),
    "must_follow": ("seat {seat} cannot play {card}: must follow {suit:suit}",
                    "The hand holds the suit led and must play it."),
    "must_beat": ("seat {seat} cannot play {card}: must beat {best:card}",
                  "Trumps were led (or all trumps) and the hand can beat the best card played."),
    "must_trump": ("seat {seat} cannot play {card}: must trump ({trump:suit}): void in "
                   "{led:suit}",
                   "The hand cannot follow, the opponents are winning, and it holds a trump."),
    "must_overtrump": ("seat {seat} cannot play {card}: must overtrump {master:card}",
                       "An opponent's trump is winning and the hand holds a higher trump."),
    "must_undertrump": ("seat {seat} cannot play {card}: must play a trump ({trump:suit}), "
                        "even a lower one than {master:card}",
                        "An opponent's trump is winning, the hand cannot beat it, and the "
                        "ruleset forces a lower trump."),
    "must_not_undertrump": ("seat {seat} cannot play {card}: may not trump under {master:card} "
                            "while holding another card",
                            "Undertrumping only as a last resort (Amsterdam): the hand holds "
                            "a card that is not a lower trump."),
    "card_elsewhere": ("seat {seat} cannot play {card}: the card is elsewhere (in a known "
                       "hand, a trick, the stock, or the taker's turn-up)",
                       "A card from an unknown hand that the state places somewhere else."),
    "contradicts_earlier_play": ("seat {seat} cannot play {card}: holding it, it could not "
                                 "have played {earlier} to trick {trick}",
                                 "A card from an unknown hand that would make one of its "
                                 "earlier plays illegal (a revoke)."),
    "hand_unknown": ("the hand of seat {seat}, to play, is unknown",
                     "The seat to play has a null hand, so its legal cards are not known."),
    "not_your_turn": ("seat {asked} is not to act: seat {seat} is",
                      "A hint was asked for a seat other than the one to act."),
    "no_consistent_deal": ("no deal agrees with this state: the hidden hands cannot hold the "
                           "cards left with the voids they showed",
                           "The unknown hands cannot be filled in (hints sample them)."),
    "card_during_auction": ("the auction is not over: make a call, not a card",
                            "A card was sent while the auction goes on."),
    "call_during_play": ("the auction is over: play a card",
                         "A call was sent once the play had started."),
    "deal_over": ("no action is possible: the deal is over",
                  "All eight tricks are played."),
    "deal_thrown_in": ("no action is possible: the deal is thrown in",
                       "Every seat passed: the deal is dealt again."),
    # -- the auction (§5) ---------------------------------------------------------------
    "auction_over": ("{call} cannot be called: the auction is over",
                     "A call follows the end of the auction."),
    "take_not_allowed": ("seat {seat} cannot call {call}: the turn-up's suit is not allowed",
                         "The turn-up's suit is not among the ruleset's contract kinds."),
    "round_one_take_or_pass": ("seat {seat} cannot call {call}: round one allows only take "
                               "or pass", "Round one of take-or-pass bidding."),
    "must_name_trump": ("seat {seat} cannot call {call}: this seat must name a trump",
                        "After four passes (or at once) the ruleset makes this seat choose."),
    "dealer_must_name": ("seat {seat} cannot call {call}: the dealer must name a suit in "
                         "round two", "The ruleset makes the dealer name a trump."),
    "round_two_name_or_pass": ("seat {seat} cannot call {call}: round two allows only naming "
                               "a suit or passing", "Round two of take-or-pass bidding."),
    "round_two_other_suit": ("seat {seat} cannot call {call}: round two must name a suit "
                             "other than the turn-up's", "The turn-up's suit was refused."),
    "kind_not_allowed": ("seat {seat} cannot call {call}: {kind} is not a contract of this "
                         "ruleset", "The call names a kind outside contract_kinds."),
    "nothing_to_double": ("seat {seat} cannot call {call}: there is no bid to double",
                          "A double before any bid."),
    "double_own_bid": ("seat {seat} cannot call {call}: only an opponent of the bidder may "
                       "double", "A side doubles its own bid."),
    "already_doubled": ("seat {seat} cannot call {call}: the bid is already doubled",
                        "A second double."),
    "redouble_undoubled": ("seat {seat} cannot call {call}: only a doubled bid may be "
                           "redoubled", "A redouble of a bid that was not doubled."),
    "redouble_by_opponent": ("seat {seat} cannot call {call}: only the bidder's team may "
                             "redouble", "The doubling side redoubles."),
    "bid_after_double": ("seat {seat} cannot call {call}: no bid may follow a coinche",
                         "A bid after a double."),
    "bid_too_low": ("seat {seat} cannot call {call}: a bid must be higher than {bid}",
                    "A point bid not above the standing bid."),
    "bid_above_ceiling": ("seat {seat} cannot call {call}: bids go up to {ceiling} in this "
                          "ruleset, then capot", "A point bid above the ruleset's bid_ceiling."),
    "bid_rank_too_low": ("seat {seat} cannot call {call}: a bid must rank above {kind}",
                         "A bulgarian bid not above the standing kind."),
    "wrong_auction_family": ("{call:json} is not a call of {bidding} bidding",
                             "A call of another auction family."),
    # -- Baloot's auction and doubling (§12.5, §12.6) -------------------------------------
    "baloot_hokum_turned_suit": ("seat {seat} cannot call {call}: round one's Hokum is in the "
                                 "turned card's suit, {kind:suit}",
                                 "Round one of Baloot: Hokum only in the turned suit."),
    "baloot_hokum_other_suit": ("seat {seat} cannot call {call}: round two's Hokum is in a "
                                "suit other than the turned card's, {kind:suit}",
                                "Round two of Baloot: Hokum in another suit."),
    "baloot_answer_call": ("seat {seat} cannot call {call}: a pending Hokum is answered with "
                           "pass, Sun or Ashkal", "An answer to a pending Hokum."),
    "baloot_confirm_call": ("seat {seat} cannot call {call}: the bidder confirms its Hokum "
                            "({kind:suit}) or switches to Sun",
                            "The Hokum bidder's confirmation."),
    "baloot_eldest_only_on_ace": ("seat {seat} cannot call {call}: on a turned Ace only the "
                                  "eldest may answer a Hokum with Sun or Ashkal",
                                  "sun_over_hokum_on_ace eldest_only."),
    "baloot_ashkal_seat": ("seat {seat} cannot call {call}: only the third and fourth "
                           "speakers may call Ashkal", "Ashkal by the first or second speaker."),
    "baloot_ashkal_on_ace": ("seat {seat} cannot call {call}: no Ashkal on a turned Ace",
                             "ashkal_on_ace false."),
    "baloot_ashkal_own_hokum": ("seat {seat} cannot call {call}: Ashkal over a pending Hokum "
                                "comes only from the other team",
                                "Ashkal by the Hokum bidder's partner."),
    "baloot_window_call": ("seat {seat} cannot call {call}: the priority window allows only "
                           "Sun or pass", "sun_priority earlier_opponents."),
    "baloot_no_doubling_yet": ("seat {seat} cannot call {call}: nothing is bought yet to "
                               "double", "A doubling call during the buying."),
    "baloot_raise_expected": ("seat {seat} cannot call {call}: the doubling allows only "
                              "{expected} or pass", "A doubling call out of the chain's order."),
    "baloot_raise_lock": ("seat {seat} cannot call {call}: say {expected} open or closed",
                          'lock_chooser raiser: {"double": "open"} and so on.'),
    "baloot_raise_plain": ("seat {seat} cannot call {call}: say {expected} without open or "
                           "closed", "A Sun, a gahwa or lock_chooser buyer: plain calls."),
    "baloot_lock_call": ("seat {seat} cannot call {call}: the buyer says open or closed",
                         "lock_chooser buyer: the buyer locks the doubled Hokum or not."),
    "closed_no_trump_lead": ("seat {seat} cannot lead {card}: the Hokum is closed, so no "
                             "trump ({trump:suit}) is led while holding another suit",
                             "A closed (maqfool) doubled Hokum forbids trump leads."),
    "baloot_receiver": ("the receiver is the taker, seat {taker}, or its partner after an "
                        "Ashkal (a Sun)", "A contract's receiver that no auction gives."),
    "baloot_sun_multiplier": ("a Sun is doubled at most once: multiplier 1 or 2",
                              "A Sun tripled, fourfold or gahwa."),
    "baloot_level_not_allowed": ("multiplier {multiplier:json} is not a level of this "
                                 "ruleset's doubling_levels", "A level the chain cannot reach."),
    "baloot_closed_contract": ("only a doubled Hokum (x2, x3 or x4) can be closed",
                               "closed with Sun, undoubled or gahwa."),
    "baloot_gahwa_score": ("a gahwa scores 0 to 0 (wins_match), or 152 to team {team} "
                           "(flat_152)", "A gahwa result's score that the ruleset cannot give."),
    "baloot_belote_in_sun": ("a Sun has no baloot: belote is 0 in Sun",
                             "A summary giving a baloot to a Sun."),
    "baloot_projects_impossible": ("no set of projects is worth that: a team scores sums of "
                                   "20, 50, 100 and 200 abnat",
                                   "A project total no hands can make."),
    # -- the deal state -----------------------------------------------------------------
    "card_in_two_places": ("{card} is in two places: {first} and {second}",
                           "The same card is given twice."),
    "card_twice_in_hand": ("{card} is twice in this hand", "A hand lists a card twice."),
    "hand_size": ("seat {seat} holds {held} cards; it should hold {expected}",
                  "A known hand has the wrong number of cards for the phase."),
    "stock_size": ("the stock holds {held} cards; it should hold {expected}",
                   "The stock has the wrong number of cards."),
    "no_talon": ("{bidding} bidding has no talon", "A talon in an auction without one (Bela has "
                 "one)."),
    "talon_size": ("the talon of seat {seat} holds {held} cards; it should hold {expected}",
                   "A talon has the wrong number of cards."),
    "belot_not_played": ("seat {seat} held a belot, so the hand is not played",
                         "Cards played although a seat held a whole suit (Bela's belot)."),
    "turn_up_missing": ("the turn-up is needed here", "Take-or-pass bidding needs the turn-up."),
    "no_turn_up": ("{bidding} bidding has no turn-up", "A turn-up in an auction without one."),
    "turn_up_with_taker": ("{card} was turned up, so the taker, seat {taker}, holds it",
                           "The turn-up is with a seat other than the taker."),
    "card_before_contract": ("no card is played before the contract is known",
                             "Tricks without a contract."),
    "stock_not_dealt": ("cards are played only once the deal is completed: the stock must be "
                        "empty", "Tricks while the stock is still undealt."),
    "cards_after_last_trick": ("seat {seat} still holds cards after the eighth trick",
                               "A hand is not empty once all tricks are played."),
    "contract_mismatch": ("the contract does not match the auction",
                          "The contract given is not what the auction produced."),
    "auction_not_over": ("the contract does not match the auction, which is not over",
                         "A contract with an unfinished auction."),
    "trick_incomplete": ("only the last trick may be incomplete",
                         "A trick before the last has fewer than four cards."),
    "trick_empty": ("only the last trick may be empty", "An empty trick before the last."),
    "too_many_tricks": ("a deal has eight tricks", "More than eight tricks."),
    "contract_kind_not_allowed": ("{kind} is not a contract of this ruleset",
                                  "The contract's kind is outside contract_kinds."),
    "taker_missing": ("a played hand of this ruleset names its taker",
                      "A played hand without its taker, where the match needs it."),
    "bid_missing": ("a point-auction contract has a bid", "A point-auction contract without bid."),
    "contract_bid_above_ceiling": ("bid {bid} is above this ruleset's bid_ceiling, {ceiling}",
                                   "A contract's bid above bid_ceiling."),
    "bid_not_allowed": ("{bidding} contracts have no bid", "A bid outside the point auction."),
    "never_doubled": ("take-or-pass contracts are never doubled",
                      "A multiplier on a take-or-pass contract."),
    "declaration_hand_size": ("seat {seat} holds {held} cards; declarations are made from 8",
                              "Declarations need four full hands."),
    "analysis_too_costly": ("this analysis needs more than the {max_work} cards a double-dummy "
                            "table or review may try",
                            "A double-dummy table or review past its work cap."),
    # -- scoring (§7, §8) ---------------------------------------------------------------
    "deal_not_complete": ("a hand is scored once its eight tricks are played",
                          "The deal is still being played."),
    "thrown_in": ("the deal was thrown in, so there is no hand to score: send "
                  '{{"dealer": {dealer}, "outcome": "thrown_in"}} to the match score instead',
                  "Every seat passed; a match records such a deal as thrown in."),
    "tricks_total": ("tricks_won must add up to 8, not {total}", "A summary's tricks."),
    "card_points_total": ("card_points must add up to {expected} in this contract (last-trick "
                          "bonus apart), not {total}", "A summary's card points."),
    "points_without_trick": ("team {team} won no trick, so no card points",
                             "Card points for a team without a trick."),
    "last_without_trick": ("team {team} won no trick, so not the last one",
                           "The last trick for a team without a trick."),
    "declarations_not_allowed": ("this contract allows no declaration but belote",
                                 "Declarations in NT or under belote_only."),
    "declarations_impossible": ("no set of declarations is worth that: a team scores sums of "
                                "20, 50, 100, 150 and 200, at most 550 (four carrés)",
                                "A declaration total no hand can make."),
    "declarations_both_teams": ("only the team with the stronger declaration scores "
                                "declarations", "Both teams score declarations."),
    "roem_impossible": ("team {team} cannot win {roem} of roem in {tricks} tricks: at most 200 "
                        "a trick, in tens", "A roem figure no tricks can hold."),
    "belote_impossible": ("a team's belote is 20 per king-queen of trumps, at most {cap} in "
                          "{kind}", "A belote figure no hand can make."),
    # -- the match (§9) -----------------------------------------------------------------
    "match_over": ("the match ended with {item}; no result can follow it",
                   "A hand result after the end of the match."),
    "wrong_dealer": ("seat {expected} deals this hand, not seat {dealer}",
                     "The deal did not pass as the ruleset says."),
    "never_thrown_in": ("the dealer must always name a trump in this ruleset, so no deal is "
                        "thrown in", "A thrown-in deal under a ruleset that cannot throw in."),
    "outcome_not_in_ruleset": ("{preset} has no {outcome}",
                               "A tie outcome the ruleset cannot produce."),
    "nothing_held_over": ("a {outcome} hand holds nothing over",
                          "held_over on a hand that is not a tie."),
    # -- rulesets (§10) ------------------------------------------------------------------
    "target_out_of_range": ("target must be from {low} to {high} for {preset}",
                            "A target outside the preset's range."),
    "family_change": ("bidding cannot change the family of {preset}: pick the preset of the "
                      "family you want", "An override of bidding."),
    "contradicts_family": ("{field} {value:json} contradicts {bidding} bidding",
                           "An override the bidding family cannot play."),
    "dealer_must_name_needs_take_or_pass": (
        "dealer_must_name_in_round_two needs take_or_pass bidding",
        "The field only applies to take-or-pass bidding."),
    "success_tie_mismatch": ("success at_least goes with tie takers_make, and more_than with "
                             "a litige tie", "success and tie contradict each other."),
    "rules_contradiction": ("{first} contradicts {second}",
                            "Two ruleset fields that cannot hold together."),
    # -- input that cannot be read ------------------------------------------------------
    "invalid_request": ("{reason}", "The request cannot be read; the message says why."),
    "impossible_state": ("{reason}", "No real deal could be in that state; the message "
                         "says why."),
    "illegal_action": ("{reason}", "The action breaks a rule; the message says why."),
    # ``value`` (the value sent, as JSON text) is a parameter, not in the template: a
    # client's text is not rendered into other languages' messages.
    "not_a_card": ("not a card: write rank then suit, as JH, TS or 10S",
                   "A value that is no card code."),
    "not_a_call": ("not a call: pass, take, coinche, surcoinche, contre, recontre, or an object "
                   '{{"suit"}}, {{"bid", "kind"}} or {{"bid"}}',
                   "A value that is no call of any auction."),
    "unknown_field": ("unknown field {field:json}", "A field the request does not have."),
    # -- deal records ---------------------------------------------------------------------
    "record_seed_mismatch": ("the seed does not deal this record's {field}",
                             "A record's hands, turn-up or stock are not what its seed deals."),
}

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"7": "seven", "8": "eight", "9": "nine", "T": "ten", "J": "jack",
              "Q": "queen", "K": "king", "A": "ace"}


class Renderer(string.Formatter):
    """Fills a template: ``{x:suit}`` and ``{x:card}`` through the language's own names."""

    def __init__(self, suit_name: Any, card_name: Any) -> None:
        super().__init__()
        self.suit_name = suit_name
        self.card_name = card_name

    def format_field(self, value: Any, format_spec: Any) -> Any:
        if format_spec == "suit":
            return self.suit_name(value)
        if format_spec == "card":
            return self.card_name(value)
        if format_spec == "list":
            return ", ".join(map(str, value))
        if format_spec == "json":  # a value the client sent, as it would write it
            return json.dumps(value, ensure_ascii=False)
        return super().format_field(value, format_spec)


ENGLISH = Renderer(SUIT_NAMES.__getitem__,
                   lambda card: f"the {RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}")


def render(code: str, params: dict[str, object]) -> str:
    """The English message of a reason, and the names it may be a misspelling of
    (``did_you_mean``, an optional parameter of any reason).

    >>> render("unknown_field", {"field": "dealr", "did_you_mean": ["dealer"]})
    'unknown field "dealr"; did you mean "dealer"?'
    """
    message = ENGLISH.format(REASONS[code][0], **params)
    names = params.get("did_you_mean")
    return f"{message}; did you mean {either(names, 'or')}?" if names else message


def either(names: object, word: str) -> str:
    """Names as a client would send them, the last two joined by ``word``.

    >>> either(["a", "b", "c"], "or")
    '"a", "b" or "c"'
    """
    quoted = [json.dumps(name, ensure_ascii=False) for name in names]  # type: ignore[attr-defined]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} {word} {quoted[-1]}"


def closest(value: object, names: Iterable[str], most: int = 3) -> list[str]:
    """The names ``value`` (a text the client sent) is likely a misspelling of: those at
    the fewest edits (letters added, dropped, changed or swapped): one edit in four
    letters, at least one from three letters on, case, ``-`` and ``_`` aside; failing
    any, those it begins (three letters or more). At most ``most``, in ``names``' order.

    >>> closest("Classic", ["classic", "coinche"]), closest("dealr", ["dealer", "hands"])
    (['classic'], ['dealer'])
    >>> closest("klaverjas", ["bela", "klaverjas-rotterdam", "klaverjas-amsterdam"])
    ['klaverjas-rotterdam', 'klaverjas-amsterdam']
    >>> closest("pas", ["pass", "take"]), closest("xyz", ["pass", "take"])
    (['pass'], [])
    """
    if not isinstance(value, str) or not 0 < len(value) <= _LONGEST:
        return []
    key = _folded(value)
    limit = 0 if len(key) < 3 else max(1, len(key) // 4)
    found: dict[int, list[str]] = {}
    for name in names:
        folded = _folded(name)
        edits = _edits(key, folded)
        if edits <= limit:
            found.setdefault(edits, []).append(name)
        elif len(key) >= 3 and folded.startswith(key):
            found.setdefault(_LONGEST, []).append(name)
    return found[min(found)][:most] if found else []


_LONGEST = 64  # a text longer than any name is no misspelling of one


def _folded(name: str) -> str:
    return name.casefold().replace("-", "").replace("_", "")


def _edits(a: str, b: str) -> int:
    """The optimal string alignment distance: Levenshtein's, a swap of neighbours one edit."""
    before, row = None, list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            cost = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (x != y))
            if before is not None and i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        before, row = row, current
    return row[-1]
