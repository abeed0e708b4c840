from enum import StrEnum

class RoemClaim(StrEnum):
    AUTOMATIC = "automatic"
    MUST_CLAIM = "must_claim"

    def __str__(self) -> str:
        return str(self.value)
