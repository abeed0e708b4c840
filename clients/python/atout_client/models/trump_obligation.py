from enum import StrEnum

class TrumpObligation(StrEnum):
    AMSTERDAM = "amsterdam"
    FRENCH = "french"
    ROTTERDAM = "rotterdam"

    def __str__(self) -> str:
        return str(self.value)
