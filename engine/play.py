"""Playing a trick (docs/rules.md §6): which cards are legal, and who wins.

Only ``legal_cards`` decides what may be played; ``why_illegal`` asks it and then names
the rule behind its answer, so "which cards" and "why not this card" never disagree.

>>> from engine.cards import table_for, parse_card, mask_of, codes
>>> hearts = table_for("H")
>>> hand = mask_of(parse_card(c) for c in ["7H", "AD", "KC"])
>>> trick = [parse_card("TS"), parse_card("JH")]   # seat 1 ruffed with the jack of hearts
>>> codes(legal_cards(hearts, "forced", hand, trick))  # void in spades, must undertrump
['7H']
>>> why_illegal(hearts, "forced", hand, trick, parse_card("KC"))
('must_undertrump', {'trump': 'H', 'master': 'JH'})
"""

from engine.cards import CARD_CODES, SUIT_MASKS, SUITS


def legal_cards(table, undertrump, hand, trick):
    """The mask of the cards of ``hand`` that may be played to ``trick`` (the cards so
    far, in play order). The only place where legality is decided."""
    if not trick:
        return hand
    led_card = trick[0]
    follow = hand & SUIT_MASKS[led_card >> 3]
    if follow:
        if (table.climb_mask >> led_card) & 1:
            higher = follow & table.above[_best_of_led_suit(table, trick)]
            if higher:
                return higher
        return follow
    cut = table.cut_mask
    if not cut or (cut >> led_card) & 1:
        return hand
    master = table.winning_index(trick)
    if master == len(trick) - 2:  # the partner is master: the player is free
        return hand
    trumps = hand & cut
    if not trumps:
        return hand
    master_card = trick[master]
    if (cut >> master_card) & 1:
        over = trumps & table.above[master_card]
        if over:
            return over
        return trumps if undertrump == "forced" else hand
    return trumps


def why_illegal(table, undertrump, hand, trick, card):
    """None when ``card`` may be played, else the reason as ``(code, params)`` (codes of
    ``engine.reasons``): the rule that narrowed ``legal_cards`` to the set it returned."""
    if not (hand >> card) & 1:
        return "not_held", {}
    allowed = legal_cards(table, undertrump, hand, trick)
    if (allowed >> card) & 1:
        return None
    led_card = trick[0]
    led = led_card >> 3
    if allowed & SUIT_MASKS[led]:
        if allowed == hand & SUIT_MASKS[led]:
            return "must_follow", {"suit": SUITS[led]}
        return "must_beat", {"best": CARD_CODES[_best_of_led_suit(table, trick)]}
    trump = SUITS[table.trump]
    master_card = trick[table.winning_index(trick)]
    if not (table.cut_mask >> master_card) & 1:
        return "must_trump", {"trump": trump, "led": SUITS[led]}
    if allowed & table.above[master_card]:
        return "must_overtrump", {"master": CARD_CODES[master_card]}
    return "must_undertrump", {"trump": trump, "master": CARD_CODES[master_card]}


def _best_of_led_suit(table, trick):
    order, led = table.order, trick[0] >> 3
    best = trick[0]
    for card in trick:
        if card >> 3 == led and order[card] > order[best]:
            best = card
    return best


def trick_winner(table, leader, cards):
    """The seat that wins a trick led by ``leader``.

    >>> from engine.cards import table_for, parse_card
    >>> # the eight of trumps beats the seven
    >>> trick_winner(table_for("H"), 3, [parse_card(c) for c in ["AS", "7H", "TS", "8H"]])
    2
    """
    return (leader + table.winning_index(cards)) % 4
