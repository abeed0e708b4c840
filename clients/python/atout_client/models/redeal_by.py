from enum import StrEnum

class RedealBy(StrEnum):
    NEXT = "next"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
