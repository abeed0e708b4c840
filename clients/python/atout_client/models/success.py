from enum import StrEnum

class Success(StrEnum):
    AT_LEAST = "at_least"
    MORE_THAN = "more_than"

    def __str__(self) -> str:
        return str(self.value)
