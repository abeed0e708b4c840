"""English: the engine's messages, with the HTTP wording where it differs."""

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_RANKS = {"7": "seven", "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen",
          "K": "king", "A": "ace"}


def card_name(card: str) -> str:
    return f"the {_RANKS[card[0]]} of {SUITS[card[1]]}"


MESSAGES = {
    "thrown_in": ('the deal was thrown in, so there is no hand to score: send '
                  '{{"dealer": {dealer}, "outcome": "thrown_in"}} to /v1/matches/score instead'),
}

TITLES: dict[str, str] = {}  # the problem's own English title


def DETAIL_AT(message: str, pointer: str) -> str:  # noqa: N802 - a constant of every catalog
    return f"{message} (at {pointer or 'the top level'})"


def MORE(more: int | None, listed: int) -> str:  # noqa: N802 - more: a count, or None for more than are listed
    if more is None:
        return f", and more problems (errors lists the first {listed})"
    return f", and {more} more problem{'s' if more > 1 else ''}"
