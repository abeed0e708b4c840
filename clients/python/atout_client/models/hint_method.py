from enum import StrEnum

class HintMethod(StrEnum):
    EXACT = "exact"
    SAMPLED = "sampled"

    def __str__(self) -> str:
        return str(self.value)
