from enum import StrEnum

class BeloteOnFailure(StrEnum):
    HOLDER = "holder"
    WINNERS = "winners"

    def __str__(self) -> str:
        return str(self.value)
