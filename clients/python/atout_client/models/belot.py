from enum import StrEnum

class Belot(StrEnum):
    NONE = "none"
    POINTS_1000 = "points_1000"
    WINS_MATCH = "wins_match"

    def __str__(self) -> str:
        return str(self.value)
