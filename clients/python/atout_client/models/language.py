from enum import StrEnum

class Language(StrEnum):
    BG = "bg"
    EN = "en"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)
