from enum import IntEnum

class FourJacks(IntEnum):
    VALUE_200 = 200
    VALUE_100 = 100

    def __str__(self) -> str:
        return str(self.value)
