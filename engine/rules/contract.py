"""The contract of a deal (docs/rules.md §3).

>>> Contract(taker=0, kind="H").team
0
>>> Contract(taker=1, kind="S", bid=CAPOT_BID, multiplier=2).is_capot_bid
True
"""

from typing import NamedTuple

CAPOT_BID = 250  # a "capot" bid is worth 250 and needs all eight tricks (§5.2)


class Contract(NamedTuple):  # immutable, and cheap: every state read builds one or two
    taker: int
    kind: str            # "S" "H" "D" "C" "NT" "AT"
    bid: int | None = None  # point auction only: 80..160, or CAPOT_BID
    multiplier: int | str = 1  # 1, 2 after coinche / contre, 4 after surcoinche / recontre;
    # Baloot: 1, 2, 3, 4 or "gahwa" (§12.6)
    receiver: int | None = None  # Baloot: who takes the turned card (None: the taker)
    closed: bool = False     # Baloot: a closed Hokum, no trump led (§12.7)

    @property
    def team(self) -> int:
        return self.taker % 2

    @property
    def is_capot_bid(self) -> bool:
        return self.bid == CAPOT_BID

    @property
    def holder(self) -> int:
        """The seat that takes the turned card: the receiver (Baloot), else the taker."""
        return self.taker if self.receiver is None else self.receiver

    def as_dict(self, doubling: bool = True, receiver: bool = False) -> dict[str, object]:
        """The JSON form; ``doubling``: the family doubles, so the multiplier is written;
        ``receiver``: Baloot's form, receiver, multiplier and closed always written."""
        if receiver:
            return {"taker": self.taker, "kind": self.kind, "receiver": self.holder,
                    "multiplier": self.multiplier, "closed": self.closed}
        out = {"taker": self.taker, "kind": self.kind}
        if self.bid is not None:
            out["bid"] = "capot" if self.is_capot_bid else self.bid
        if doubling:
            out["multiplier"] = self.multiplier
        return out
