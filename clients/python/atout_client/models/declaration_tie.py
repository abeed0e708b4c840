from enum import StrEnum

class DeclarationTie(StrEnum):
    FIRST_SPEAKER = "first_speaker"
    NOBODY = "nobody"

    def __str__(self) -> str:
        return str(self.value)
