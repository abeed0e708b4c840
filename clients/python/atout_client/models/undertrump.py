from enum import StrEnum

class Undertrump(StrEnum):
    FORCED = "forced"
    FREE = "free"

    def __str__(self) -> str:
        return str(self.value)
