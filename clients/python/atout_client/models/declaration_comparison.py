from enum import StrEnum

class DeclarationComparison(StrEnum):
    SEPARATE = "separate"
    TOGETHER = "together"

    def __str__(self) -> str:
        return str(self.value)
