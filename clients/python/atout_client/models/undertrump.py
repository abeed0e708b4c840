from enum import StrEnum

class Undertrump(StrEnum):
    FORCED = "forced"
    FREE = "free"
    LAST_RESORT = "last_resort"

    def __str__(self) -> str:
        return str(self.value)
