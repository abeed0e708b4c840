from enum import StrEnum

class AllTrumpBelote(StrEnum):
    HELD = "held"
    PLAYED_TO_SUIT = "played_to_suit"

    def __str__(self) -> str:
        return str(self.value)
