from enum import StrEnum

class GameEnd(StrEnum):
    DEALS = "deals"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
