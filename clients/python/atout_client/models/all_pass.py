from enum import StrEnum

class AllPass(StrEnum):
    FORCED_DEALER = "forced_dealer"
    FORCED_ELDEST = "forced_eldest"
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
