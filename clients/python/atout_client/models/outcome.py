from enum import StrEnum

class Outcome(StrEnum):
    DEDANS = "dedans"
    HANGING = "hanging"
    LITIGE = "litige"
    MADE = "made"

    def __str__(self) -> str:
        return str(self.value)
