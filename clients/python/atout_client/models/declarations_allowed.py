from enum import StrEnum

class DeclarationsAllowed(StrEnum):
    ALL = "all"
    BELOTE_ONLY = "belote_only"
    ROEM = "roem"

    def __str__(self) -> str:
        return str(self.value)
