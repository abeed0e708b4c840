from enum import StrEnum

class Bidding(StrEnum):
    BULGARIAN_AUCTION = "bulgarian_auction"
    POINT_AUCTION = "point_auction"
    TAKE_OR_PASS = "take_or_pass"
    TALON_CALL = "talon_call"
    TRUMP_CHOICE = "trump_choice"

    def __str__(self) -> str:
        return str(self.value)
