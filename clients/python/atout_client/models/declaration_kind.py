from enum import StrEnum

class DeclarationKind(StrEnum):
    CARRE = "carre"
    QUARTE = "quarte"
    QUINTE = "quinte"
    TIERCE = "tierce"

    def __str__(self) -> str:
        return str(self.value)
