"""``POST /v1/legal-moves``: a deal state in, who acts and what they may do out."""

from marshmallow import fields

from service.schemas.base import AnswerSchema


class LegalMovesAnswer(AnswerSchema):
    phase = fields.Raw()  # a string: Raw, so that base.AnswerSchema dumps it cheaply
    to_act = fields.Raw()
    legal = fields.Raw()
