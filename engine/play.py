"""Playing a trick (RULES.md §4): which cards are legal, and who wins.

One function, ``constraint``, answers both "which cards may be played" and "why is this
card not legal", so the two can never disagree.

>>> from engine.cards import table_for, parse_card, mask_of, codes
>>> hearts = table_for("H")
>>> hand = mask_of(parse_card(c) for c in ["7H", "AD", "KC"])
>>> trick = [parse_card("TS"), parse_card("JH")]   # seat 1 ruffed with the jack of hearts
>>> codes(legal_cards(hearts, "forced", hand, trick))  # void in spades, must undertrump
['7H']
>>> why_illegal(hearts, "forced", hand, trick, parse_card("KC"))
'must play a trump (hearts), even a lower one than the jack of hearts'
"""

from engine.cards import SUIT_MASKS, SUIT_NAMES, card_name


# Why a card is not legal; the card named is the one to follow, beat or overtrump.
FOLLOW, BEAT, OVERTRUMP, UNDERTRUMP, TRUMP = (
    "must follow {suit}", "must beat {card}", "must overtrump {card}",
    "must play a trump ({trump}), even a lower one than {card}",
    "must trump ({trump}): void in {suit}")


def constraint(table, undertrump, hand, trick):
    """``(allowed, rule, card)``: the mask of cards ``hand`` may play to ``trick`` (cards
    so far, in play order), the rule that narrows it (None when any card goes) and the
    card of the trick that rule names."""
    if not trick:
        return hand, None, None
    led_card = trick[0]
    led = led_card >> 3
    follow = hand & SUIT_MASKS[led]
    if follow:
        if (table.climb_mask >> led_card) & 1:
            order = table.order
            best = led_card
            for card in trick:
                if card >> 3 == led and order[card] > order[best]:
                    best = card
            higher = follow & table.above[best]
            if higher:
                return higher, BEAT, best
        return follow, FOLLOW, led_card
    cut = table.cut_mask
    if not cut or (cut >> led_card) & 1:
        return hand, None, None
    master = table.winning_index(trick)
    if master == len(trick) - 2:  # the partner is master: the player is free
        return hand, None, None
    trumps = hand & cut
    if not trumps:
        return hand, None, None
    master_card = trick[master]
    if (cut >> master_card) & 1:
        over = trumps & table.above[master_card]
        if over:
            return over, OVERTRUMP, master_card
        if undertrump == "forced":
            return trumps, UNDERTRUMP, master_card
        return hand, None, None
    return trumps, TRUMP, led_card


def legal_cards(table, undertrump, hand, trick):
    """The mask of the cards of ``hand`` that may be played to ``trick``."""
    return constraint(table, undertrump, hand, trick)[0]


def why_illegal(table, undertrump, hand, trick, card):
    """None when ``card`` may be played, else the reason a player can read."""
    if not (hand >> card) & 1:
        return f"does not hold {card_name(card)}"
    allowed, rule, named = constraint(table, undertrump, hand, trick)
    if (allowed >> card) & 1:
        return None
    return rule.format(suit=SUIT_NAMES[named >> 3], card=card_name(named),
                       trump=SUIT_NAMES[table.trump] if table.trump is not None else "")


def trick_winner(table, leader, cards):
    """The seat that wins a trick led by ``leader``.

    >>> from engine.cards import table_for, parse_card
    >>> trick_winner(table_for("H"), 3, [parse_card(c) for c in ["AS", "7H", "TS", "8H"]])  # the eight of trumps beats the seven
    2
    """
    return (leader + table.winning_index(cards)) % 4
