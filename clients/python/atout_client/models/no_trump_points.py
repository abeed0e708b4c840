from enum import StrEnum

class NoTrumpPoints(StrEnum):
    DOUBLED = "doubled"
    NATURAL = "natural"
    SCALED = "scaled"

    def __str__(self) -> str:
        return str(self.value)
