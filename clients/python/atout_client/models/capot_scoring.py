from enum import StrEnum

class CapotScoring(StrEnum):
    NONE = "none"
    PLUS_90 = "plus_90"
    VALUE_0 = "252"
    VALUE_1 = "250"

    def __str__(self) -> str:
        return str(self.value)
