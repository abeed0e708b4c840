from enum import StrEnum

class HintPhase(StrEnum):
    BIDDING = "bidding"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
