from enum import StrEnum

class PitScope(StrEnum):
    ANY_TEAM = "any_team"
    MAKERS_ONLY = "makers_only"

    def __str__(self) -> str:
        return str(self.value)
