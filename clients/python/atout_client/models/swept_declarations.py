from enum import StrEnum

class SweptDeclarations(StrEnum):
    KEEP = "keep"
    TO_SWEEPER = "to_sweeper"
    VOID = "void"

    def __str__(self) -> str:
        return str(self.value)
