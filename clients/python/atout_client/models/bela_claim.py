from enum import StrEnum

class BelaClaim(StrEnum):
    AUTOMATIC = "automatic"
    ON_PLAY = "on_play"

    def __str__(self) -> str:
        return str(self.value)
