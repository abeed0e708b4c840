from enum import StrEnum

class MatchTie(StrEnum):
    DRAW = "draw"
    PLAY_ON = "play_on"

    def __str__(self) -> str:
        return str(self.value)
