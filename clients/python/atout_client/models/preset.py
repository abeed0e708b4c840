from enum import StrEnum

class Preset(StrEnum):
    BULGARIAN = "bulgarian"
    CLASSIC = "classic"
    CLUB_501 = "club-501"
    COINCHE = "coinche"
    CONTREE = "contree"
    LITIGE = "litige"

    def __str__(self) -> str:
        return str(self.value)
