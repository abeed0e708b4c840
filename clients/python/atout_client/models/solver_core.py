from enum import StrEnum

class SolverCore(StrEnum):
    NATIVE = "native"
    PYTHON = "python"

    def __str__(self) -> str:
        return str(self.value)
