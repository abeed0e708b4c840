from enum import StrEnum

class BelotOutcome(StrEnum):
    BELOT = "belot"

    def __str__(self) -> str:
        return str(self.value)
