from enum import StrEnum

class ContractKind(StrEnum):
    AT = "AT"
    C = "C"
    D = "D"
    H = "H"
    NT = "NT"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
