from enum import StrEnum

class Preset(StrEnum):
    BELA = "bela"
    BULGARIAN = "bulgarian"
    CLASSIC = "classic"
    CLUB_501 = "club-501"
    COINCHE = "coinche"
    CONTREE = "contree"
    KLAVERJAS_AMSTERDAM = "klaverjas-amsterdam"
    KLAVERJAS_ROTTERDAM = "klaverjas-rotterdam"
    LITIGE = "litige"

    def __str__(self) -> str:
        return str(self.value)
