from enum import StrEnum

class RoemKind(StrEnum):
    FOUR_IN_A_ROW = "four_in_a_row"
    FOUR_JACKS = "four_jacks"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STUK = "stuk"
    THREE_IN_A_ROW = "three_in_a_row"

    def __str__(self) -> str:
        return str(self.value)
