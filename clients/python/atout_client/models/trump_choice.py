from enum import StrEnum

class TrumpChoice(StrEnum):
    ELDEST_MUST = "eldest_must"
    PASS_ROUND = "pass_round"

    def __str__(self) -> str:
        return str(self.value)
