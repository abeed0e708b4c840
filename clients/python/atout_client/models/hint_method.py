from enum import StrEnum

class HintMethod(StrEnum):
    EXACT = "exact"
    PLAYOUTS = "playouts"
    SAMPLED = "sampled"

    def __str__(self) -> str:
        return str(self.value)
