from enum import StrEnum

class Tie(StrEnum):
    HANGING = "hanging"
    LITIGE_NEXT_DEFENDER = "litige_next_defender"
    LITIGE_NEXT_WINNER = "litige_next_winner"
    MAKERS_FAIL = "makers_fail"
    TAKERS_FALL = "takers_fall"
    TAKERS_MAKE = "takers_make"

    def __str__(self) -> str:
        return str(self.value)
