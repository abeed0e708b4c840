from enum import StrEnum

class BeloteWord(StrEnum):
    BELOTE = "belote"
    REBELOTE = "rebelote"

    def __str__(self) -> str:
        return str(self.value)
