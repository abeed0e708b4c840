from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deal_state import DealState





T = TypeVar("T", bound="HintsRequest")



@_attrs_define
class HintsRequest:
    """ Each optional field may also be null, which is taken as absent.

        Attributes:
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
            seat (None | Seat | Unset): The seat to act, as the client believes; another seat is a 422.
            samples (int | None | Unset): At most this many deals of the hidden cards are valued (default 20).
            budget_ms (int | None | Unset): A budget of work (default 1000): the cards the search may try, counted in
                milliseconds of the reference machine. Never a clock: the answer does not
                depend on the machine's speed or load.
            seed (int | None | str | Unset): Seeds the random deals of the hidden cards (default 0).
     """

    state: DealState
    seat: None | Seat | Unset = UNSET
    samples: int | None | Unset = UNSET
    budget_ms: int | None | Unset = UNSET
    seed: int | None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_state import DealState # noqa: PLC0415
        state = self.state.to_dict()

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        elif isinstance(self.seat, Seat):
            seat = self.seat.value
        else:
            seat = self.seat

        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples

        budget_ms: int | None | Unset
        if isinstance(self.budget_ms, Unset):
            budget_ms = UNSET
        else:
            budget_ms = self.budget_ms

        seed: int | None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if samples is not UNSET:
            field_dict["samples"] = samples
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_state import DealState # noqa: PLC0415
        d = dict(src_dict)
        state = DealState.from_dict(d.pop("state"))




        def _parse_seat(data: object) -> None | Seat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                seat_type_0 = Seat(data)



                return seat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))


        def _parse_budget_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms", UNSET))


        def _parse_seed(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        hints_request = cls(
            state=state,
            seat=seat,
            samples=samples,
            budget_ms=budget_ms,
            seed=seed,
        )

        return hints_request

