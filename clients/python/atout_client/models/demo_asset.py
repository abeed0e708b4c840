from enum import StrEnum

class DemoAsset(StrEnum):
    DEMO_JS = "demo.js"

    def __str__(self) -> str:
        return str(self.value)
