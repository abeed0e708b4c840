from enum import StrEnum

class StoreState(StrEnum):
    OK = "ok"
    UNREACHABLE = "unreachable"

    def __str__(self) -> str:
        return str(self.value)
