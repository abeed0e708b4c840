from enum import IntEnum

class BidPoints(IntEnum):
    VALUE_80 = 80
    VALUE_90 = 90
    VALUE_100 = 100
    VALUE_110 = 110
    VALUE_120 = 120
    VALUE_130 = 130
    VALUE_140 = 140
    VALUE_150 = 150
    VALUE_160 = 160

    def __str__(self) -> str:
        return str(self.value)
