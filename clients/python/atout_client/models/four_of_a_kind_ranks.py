from enum import StrEnum

class FourOfAKindRanks(StrEnum):
    ALL = "all"
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
