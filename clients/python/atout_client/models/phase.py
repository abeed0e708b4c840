from enum import StrEnum

class Phase(StrEnum):
    BIDDING = "bidding"
    COMPLETE = "complete"
    PLAY = "play"
    THROWN_IN = "thrown_in"

    def __str__(self) -> str:
        return str(self.value)
