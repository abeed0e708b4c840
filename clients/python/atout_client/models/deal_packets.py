from enum import StrEnum

class DealPackets(StrEnum):
    VALUE_0 = "3-2-3"
    VALUE_1 = "4-4"

    def __str__(self) -> str:
        return str(self.value)
