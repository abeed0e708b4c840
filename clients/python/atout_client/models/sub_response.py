from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sub_status import SubStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.belot_score import BelotScore
  from ..models.dd_table_answer import DdTableAnswer
  from ..models.deal_answer import DealAnswer
  from ..models.declarations_answer import DeclarationsAnswer
  from ..models.hand_score import HandScore
  from ..models.hints_answer import HintsAnswer
  from ..models.legal_moves import LegalMoves
  from ..models.match_answer import MatchAnswer
  from ..models.play_answer import PlayAnswer
  from ..models.problem import Problem
  from ..models.record_answer import RecordAnswer
  from ..models.review_answer import ReviewAnswer
  from ..models.trick_answer import TrickAnswer





T = TypeVar("T", bound="SubResponse")



@_attrs_define
class SubResponse:
    """ 
        Attributes:
            status (SubStatus):
            body (BelotScore | DdTableAnswer | DealAnswer | DeclarationsAnswer | HandScore | HintsAnswer | LegalMoves |
                MatchAnswer | PlayAnswer | Problem | RecordAnswer | ReviewAnswer | TrickAnswer): The answer of the sub-request's
                endpoint, or a problem.
     """

    status: SubStatus
    body: BelotScore | DdTableAnswer | DealAnswer | DeclarationsAnswer | HandScore | HintsAnswer | LegalMoves | MatchAnswer | PlayAnswer | Problem | RecordAnswer | ReviewAnswer | TrickAnswer





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_score import BelotScore # noqa: PLC0415
        from ..models.dd_table_answer import DdTableAnswer # noqa: PLC0415
        from ..models.deal_answer import DealAnswer # noqa: PLC0415
        from ..models.declarations_answer import DeclarationsAnswer # noqa: PLC0415
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.hints_answer import HintsAnswer # noqa: PLC0415
        from ..models.legal_moves import LegalMoves # noqa: PLC0415
        from ..models.match_answer import MatchAnswer # noqa: PLC0415
        from ..models.play_answer import PlayAnswer # noqa: PLC0415
        from ..models.problem import Problem # noqa: PLC0415
        from ..models.record_answer import RecordAnswer # noqa: PLC0415
        from ..models.review_answer import ReviewAnswer # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer # noqa: PLC0415
        status = self.status.value

        body: dict[str, Any]
        if isinstance(self.body, LegalMoves):
            body = self.body.to_dict()
        elif isinstance(self.body, PlayAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, TrickAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, DeclarationsAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, HandScore):
            body = self.body.to_dict()
        elif isinstance(self.body, BelotScore):
            body = self.body.to_dict()
        elif isinstance(self.body, MatchAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, DealAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, HintsAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, DdTableAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, ReviewAnswer):
            body = self.body.to_dict()
        elif isinstance(self.body, RecordAnswer):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "body": body,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_score import BelotScore # noqa: PLC0415
        from ..models.dd_table_answer import DdTableAnswer # noqa: PLC0415
        from ..models.deal_answer import DealAnswer # noqa: PLC0415
        from ..models.declarations_answer import DeclarationsAnswer # noqa: PLC0415
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.hints_answer import HintsAnswer # noqa: PLC0415
        from ..models.legal_moves import LegalMoves # noqa: PLC0415
        from ..models.match_answer import MatchAnswer # noqa: PLC0415
        from ..models.play_answer import PlayAnswer # noqa: PLC0415
        from ..models.problem import Problem # noqa: PLC0415
        from ..models.record_answer import RecordAnswer # noqa: PLC0415
        from ..models.review_answer import ReviewAnswer # noqa: PLC0415
        from ..models.trick_answer import TrickAnswer # noqa: PLC0415
        d = dict(src_dict)
        status = SubStatus(d.pop("status"))




        def _parse_body(data: object) -> BelotScore | DdTableAnswer | DealAnswer | DeclarationsAnswer | HandScore | HintsAnswer | LegalMoves | MatchAnswer | PlayAnswer | Problem | RecordAnswer | ReviewAnswer | TrickAnswer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_0 = LegalMoves.from_dict(data)



                return componentsschemas_sub_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_1 = PlayAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_2 = TrickAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_3 = DeclarationsAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_4 = HandScore.from_dict(data)



                return componentsschemas_sub_answer_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_5 = BelotScore.from_dict(data)



                return componentsschemas_sub_answer_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_6 = MatchAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_7 = DealAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_8 = HintsAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_9 = DdTableAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_10 = ReviewAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sub_answer_type_11 = RecordAnswer.from_dict(data)



                return componentsschemas_sub_answer_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_sub_answer_type_12 = Problem.from_dict(data)



            return componentsschemas_sub_answer_type_12

        body = _parse_body(d.pop("body"))


        sub_response = cls(
            status=status,
            body=body,
        )

        return sub_response

