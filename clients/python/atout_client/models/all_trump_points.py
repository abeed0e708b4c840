from enum import StrEnum

class AllTrumpPoints(StrEnum):
    NATURAL = "natural"
    SCALED = "scaled"

    def __str__(self) -> str:
        return str(self.value)
