from enum import StrEnum

class CapotBid(StrEnum):
    CAPOT = "capot"

    def __str__(self) -> str:
        return str(self.value)
