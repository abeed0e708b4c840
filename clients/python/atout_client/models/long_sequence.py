from enum import StrEnum

class LongSequence(StrEnum):
    FLAT_100 = "flat_100"
    STEP_50 = "step_50"

    def __str__(self) -> str:
        return str(self.value)
