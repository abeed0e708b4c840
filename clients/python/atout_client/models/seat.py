from enum import IntEnum

class Seat(IntEnum):
    SEAT_0 = 0
    SEAT_1 = 1
    SEAT_2 = 2
    SEAT_3 = 3

    def __str__(self) -> str:
        return str(self.value)
