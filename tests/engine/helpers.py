"""Small builders shared by the engine tests."""

from engine.rules.cards import codes, mask_of, parse_card, table_for


def cards(text):
    return [parse_card(c) for c in text.split()]


def hand(text):
    return mask_of(cards(text))


def names(mask):
    return " ".join(codes(mask))


def table(kind, **points):
    return table_for(kind, **points)
