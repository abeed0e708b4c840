from enum import StrEnum

class SequenceRank(StrEnum):
    LENGTH = "length"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
