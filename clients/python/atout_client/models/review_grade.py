from enum import StrEnum

class ReviewGrade(StrEnum):
    BLUNDER = "blunder"
    EXACT = "exact"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    def __str__(self) -> str:
        return str(self.value)
