from enum import StrEnum

class Rounding(StrEnum):
    BULGARIAN_TENS = "bulgarian_tens"
    NONE = "none"
    TENS = "tens"

    def __str__(self) -> str:
        return str(self.value)
