from enum import StrEnum

class BatchPath(StrEnum):
    VALUE_0 = "/v1/legal-moves"
    VALUE_1 = "/v1/play"
    VALUE_10 = "/v1/records/check"
    VALUE_2 = "/v1/tricks/resolve"
    VALUE_3 = "/v1/declarations"
    VALUE_4 = "/v1/hands/score"
    VALUE_5 = "/v1/matches/score"
    VALUE_6 = "/v1/deals"
    VALUE_7 = "/v1/hints"
    VALUE_8 = "/v1/dd-table"
    VALUE_9 = "/v1/review"

    def __str__(self) -> str:
        return str(self.value)
