"""What every hand summary must hold, whatever the family: eight tricks, the card points a
deal's tricks hold, and no points or last trick for a team that won no trick."""

from engine.errors import ImpossibleState


def check_tricks(tricks_won: tuple[int, int], card_points: tuple[int, int], last_trick: int,
                 in_tricks: int) -> None:
    """Refuse a summary no deal could give (pointers into the summary).

    >>> check_tricks((5, 3), (90, 62), 0, 152)
    >>> check_tricks((8, 0), (150, 2), 0, 152)
    Traceback (most recent call last):
    ...
    engine.errors.ImpossibleState: team 1 won no trick, so no card points
    """
    if sum(tricks_won) != 8:
        raise ImpossibleState.of("tricks_total", "/tricks_won", total=sum(tricks_won))
    if sum(card_points) != in_tricks:
        raise ImpossibleState.of("card_points_total", "/card_points", expected=in_tricks,
                                 total=sum(card_points))
    for t in (0, 1):
        if tricks_won[t] == 0 and card_points[t]:
            raise ImpossibleState.of("points_without_trick", f"/card_points/{t}", team=t)
        if tricks_won[t] == 0 and last_trick == t:
            raise ImpossibleState.of("last_without_trick", "/last_trick", team=t)
