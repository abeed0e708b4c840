from enum import StrEnum

class FailureTransfer(StrEnum):
    ALL = "all"

    def __str__(self) -> str:
        return str(self.value)
