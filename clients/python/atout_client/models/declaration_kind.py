from enum import StrEnum

class DeclarationKind(StrEnum):
    BELOT = "belot"
    CARRE = "carre"
    QUARTE = "quarte"
    QUINTE = "quinte"
    TIERCE = "tierce"

    def __str__(self) -> str:
        return str(self.value)
