from enum import StrEnum

class CallWord(StrEnum):
    COINCHE = "coinche"
    CONTRE = "contre"
    PASS = "pass"
    RECONTRE = "recontre"
    SURCOINCHE = "surcoinche"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
