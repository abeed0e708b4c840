from enum import IntEnum

class SubStatus(IntEnum):
    VALUE_200 = 200
    VALUE_400 = 400
    VALUE_422 = 422
    VALUE_500 = 500

    def __str__(self) -> str:
        return str(self.value)
