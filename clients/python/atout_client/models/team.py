from enum import IntEnum

class Team(IntEnum):
    TEAM_0 = 0
    TEAM_1 = 1

    def __str__(self) -> str:
        return str(self.value)
