from enum import StrEnum

class ProblemType(StrEnum):
    ABOUTBLANK = "about:blank"
    URNATOUTPROBLEMILLEGAL_ACTION = "urn:atout:problem:illegal-action"
    URNATOUTPROBLEMIMPOSSIBLE_STATE = "urn:atout:problem:impossible-state"
    URNATOUTPROBLEMINVALID_REQUEST = "urn:atout:problem:invalid-request"

    def __str__(self) -> str:
        return str(self.value)
