"""العربية: فصحى بألفاظ البلوت كما يقولها لاعبو الخليج (حكم، صن، أشكل، دبل، قهوة، أكلة).

Suits and cards carry their Gulf names (الشريا ♠، الهاص ♥، الديمن ♦، السبيت ♣; الإكة، الشايب،
البنت، الولد). Everything left to right inside a message — a card code, a pointer, a field's
name, JSON, a number with a sign — is wrapped in a left-to-right isolate (U+2066 … U+2069), so
that a right-to-left display keeps it whole and in order: ``/hands/1`` never shows as
``hands/1/``, and bidi controls a client put in a value stay inside their isolate. The
characters of a card code or pointer are left as sent. Counted nouns are avoided (Arabic
number agreement would need the number): "عدد أوراق اللاعب 1 هو 7", not "7 أوراق".

>>> _isolated("JH"), _isolated("3"), _isolated("الهاص")
('\\u2066JH\\u2069', '3', 'الهاص')
>>> card_name("AH"), card_name("QS")
('إكة الهاص', 'بنت الشريا')
"""

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

from engine.errors import REASONS, Renderer

LRI, PDI = "\u2066", "\u2069"
_ARABIC = re.compile("[\u0600-\u06ff]")
_COUNT = re.compile(r"\d+")


def _isolated(text: str) -> str:
    """``text`` as it may sit in a right-to-left sentence: Arabic and plain counts as they
    are, anything else in a left-to-right isolate."""
    if _ARABIC.search(text) or _COUNT.fullmatch(text):
        return text
    return f"{LRI}{text}{PDI}"


L = _isolated  # for the Latin words of the templates themselves


class _Call:
    """The value of ``{call}``: named in Arabic, or, as ``{call:json}``, written as sent."""

    def __init__(self, value: Any) -> None:
        self.value = value


SUITS = {"S": "الشريا", "H": "الهاص", "D": "الديمن", "C": "السبيت"}

# Baloot's calls as Gulf players say them; a refused call is named so, then as it was sent.
_CALLS = {"hokum": "حكم", "sun": "صن", "ashkal": "أشكل", "double": "دبل",
          "triple": "ثري", "four": "فور", "gahwa": "قهوة", "open": "مفتوح", "closed": "مقفول"}


def call_name(text: Any) -> str:
    """A call as a message names it: a Baloot call by its Arabic name, then as sent.

    >>> call_name("hokum H") == "حكم الهاص (" + LRI + "hokum H" + PDI + ")"
    True
    >>> call_name("double closed") == "دبل مقفول (" + LRI + "double closed" + PDI + ")"
    True
    >>> call_name("take") == LRI + "take" + PDI
    True
    """
    words = text.split() if isinstance(text, str) else []
    named = [_CALLS.get(words[0]) if words else None] + [
        SUITS.get(word) or _CALLS.get(word) for word in words[1:2]]
    if None in named or len(words) > 2:
        return _isolated(str(text))
    return f"{' '.join(cast(list[str], named))} ({_isolated(text)})"


class RENDERER(Renderer):  # noqa: N801 - the catalog's renderer, a constant of the module
    """Fills a template as the engine's renderer does, each value isolated; a list is
    written with the Arabic comma, each item isolated on its own; ``{call}`` names a
    Baloot call in Arabic."""

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        value = super().get_value(key, args, kwargs)
        return _Call(value) if key == "call" else value

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Call):
            if format_spec == "json":
                return _isolated(json.dumps(value.value, ensure_ascii=False))
            return call_name(value.value)
        if format_spec == "list":
            return "، ".join(_isolated(str(item)) for item in value)
        if format_spec == "json":
            return _isolated(json.dumps(value, ensure_ascii=False))
        return _isolated(super().format_field(value, format_spec))


_RANKS = {"7": "سبعة", "8": "ثمانية", "9": "تسعة", "T": "عشرة", "J": "ولد", "Q": "بنت",
          "K": "شايب", "A": "إكة"}


def card_name(card: str) -> str:
    return f"{_RANKS[card[0]]} {SUITS[card[1]]}"


_PLAY = "لا يجوز للاعب {seat} أن يلعب {card}: "
_CALL = "لا يجوز للاعب {seat} أن يعلن {call}: "
_RETRY = "أعد المحاولة بعد {retry_after} ثانية"

MESSAGES = {
    # اللعب
    "not_held": _PLAY + "ليس معه {card:card}",
    "must_follow": _PLAY + "عليه أن يلعب من {suit:suit}",
    "must_beat": _PLAY + "عليه أن يعلو على {best:card}",
    "must_trump": _PLAY + "عليه أن يقطع بالحكم ({trump:suit})، فليس معه من {led:suit}",
    "must_overtrump": _PLAY + "عليه أن يقطع بحكم أعلى من {master:card}",
    "must_undertrump": _PLAY + ("عليه أن يلعب ورقة حكم ({trump:suit})، ولو كانت أصغر من "
                                "{master:card}"),
    "must_not_undertrump": _PLAY + ("لا يجوز له أن يقطع بحكم أصغر من {master:card} وما زالت "
                                    "معه ورقة أخرى"),
    "card_elsewhere": _PLAY + ("الورقة في مكان آخر (في يد معروفة، أو في أكلة، أو في الورق "
                               "الباقي للتوزيع، أو هي الورقة المكشوفة التي أخذها المشتري)"),
    "contradicts_earlier_play": _PLAY + ("لو كانت معه لما جاز له أن يلعب {earlier} في الأكلة "
                                         "{trick}"),
    "hand_unknown": "يد اللاعب {seat}، وعليه الدور، غير معروفة",
    "not_your_turn": "ليس الدور على اللاعب {asked}، بل على اللاعب {seat}",
    "no_consistent_deal": "لا يوجد توزيع يوافق هذه الحالة: الأيدي المخفية لا تتسع للأوراق "
                          "الباقية مع الألوان التي ظهر أنها خالية منها",
    "card_during_auction": "المزايدة لم تنته: أعلن ولا تلعب ورقة",
    "call_during_play": "انتهت المزايدة: العب ورقة",
    "deal_over": "لا يمكن أي إجراء: انتهت الجولة",
    "deal_thrown_in": "لا يمكن أي إجراء: مرّر الجميع، فتُوزَّع الجولة من جديد",
    # المزايدة
    "auction_over": "لا يمكن إعلان {call}: انتهت المزايدة",
    "take_not_allowed": _CALL + "لون الورقة المكشوفة غير مسموح به",
    "round_one_take_or_pass": _CALL + ("في الدورة الأولى لا يجوز إلا الأخذ أو التمرير "
                                       f"({L('take')}، {L('pass')})"),
    "must_name_trump": _CALL + "على هذا اللاعب أن يسمّي الحكم",
    "dealer_must_name": _CALL + "في الدورة الثانية على الموزّع أن يسمّي لونًا",
    "round_two_name_or_pass": _CALL + "في الدورة الثانية لا يجوز إلا تسمية لون أو التمرير",
    "round_two_other_suit": _CALL + ("في الدورة الثانية يجب تسمية لون غير لون الورقة "
                                     "المكشوفة"),
    "kind_not_allowed": _CALL + "{kind} ليس عقدًا في هذه القواعد",
    "nothing_to_double": _CALL + "لا توجد مزايدة تُضاعَف",
    "double_own_bid": _CALL + "لا يضاعف إلا خصم صاحب المزايدة",
    "already_doubled": _CALL + "المزايدة مضاعفة من قبل",
    "redouble_undoubled": _CALL + "لا تُضاعَف مرة ثانية إلا مزايدة مضاعفة",
    "redouble_by_opponent": _CALL + "لا يضاعف مرة ثانية إلا فريق صاحب المزايدة",
    "bid_after_double": _CALL + f"لا مزايدة بعد الكوانش ({L('coinche')})",
    "bid_too_low": _CALL + "يجب أن تزيد المزايدة على {bid}",
    "bid_above_ceiling": _CALL + "تصل المزايدات إلى {ceiling} في هذه القواعد، ثم كبوت",
    "bid_rank_too_low": _CALL + "يجب أن تكون المزايدة فوق {kind}",
    "wrong_auction_family": "الإعلان {call:json} ليس من إعلانات مزايدة {bidding}",
    # حالة الجولة
    "card_in_two_places": "الورقة {card} في مكانين: {first} و{second}",
    "card_twice_in_hand": "الورقة {card} مكررة في هذه اليد",
    "hand_size": "عدد أوراق اللاعب {seat} هو {held}، والمفروض أن يكون {expected}",
    "stock_size": "عدد الأوراق الباقية للتوزيع هو {held}، والمفروض أن يكون {expected}",
    "no_talon": f"لا ورق احتياطي ({L('talon')}) في مزايدة {{bidding}}",
    "talon_size": (f"عدد أوراق الاحتياط ({L('talon')}) عند اللاعب {{seat}} هو {{held}}، "
                   "والمفروض أن يكون {expected}"),
    "belot_not_played": f"كان مع اللاعب {{seat}} بلوت ({L('belot')})، فلا تُلعب الجولة",
    "turn_up_missing": "الورقة المكشوفة لازمة هنا",
    "no_turn_up": "لا ورقة مكشوفة في مزايدة {bidding}",
    "turn_up_with_taker": "كُشفت الورقة {card}، فهي مع المشتري، اللاعب {taker}",
    "card_before_contract": "لا تُلعب أي ورقة قبل أن يُعرف العقد",
    "stock_not_dealt": "لا يبدأ اللعب إلا بعد إكمال التوزيع: يجب ألا يبقى ورق للتوزيع",
    "cards_after_last_trick": "ما زالت مع اللاعب {seat} أوراق بعد الأكلة الثامنة",
    "contract_mismatch": "العقد لا يوافق المزايدة",
    "auction_not_over": "العقد لا يوافق المزايدة، فهي لم تنته بعد",
    "trick_incomplete": "لا يجوز أن تكون ناقصة إلا الأكلة الأخيرة",
    "trick_empty": "لا يجوز أن تكون فارغة إلا الأكلة الأخيرة",
    "too_many_tricks": "في الجولة ثماني أكلات",
    "contract_kind_not_allowed": "{kind} ليس عقدًا في هذه القواعد",
    "taker_missing": f"اليد الملعوبة في هذه القواعد تسمّي آخذها ({L('taker')})",
    "bid_missing": f"لعقد المزايدة بالنقاط قيمة ({L('bid')})",
    "contract_bid_above_ceiling": f"المزايدة {{bid}} أعلى من سقف هذه القواعد ({L('bid_ceiling')})، "
                                  "{ceiling}",
    "bid_not_allowed": f"ليس لعقود {{bidding}} قيمة ({L('bid')})",
    "never_doubled": "عقد الأخذ أو التمرير لا يُضاعَف أبدًا",
    "declaration_hand_size": ("عدد أوراق اللاعب {seat} هو {held}، والمشاريع تُعلن من ثماني "
                              "أوراق"),
    "analysis_too_costly": ("يحتاج هذا التحليل إلى أكثر من {max_work} ورقة، وهو أقصى ما "
                            "يجرّبه جدول الأيدي المكشوفة أو المراجعة"),
    # الحساب
    "deal_not_complete": "لا تُحسب الجولة إلا بعد لعب أكلاتها الثماني",
    "thrown_in": ("الجولة ملغاة بالتمرير، فلا شيء يُحسب: أرسل "
                  + LRI + '{{"dealer": {dealer}, "outcome": "thrown_in"}}' + PDI
                  + " إلى " + L("/v1/matches/score")),
    "tricks_total": f"يجب أن يكون مجموع {L('tricks_won')} 8، لا {{total}}",
    "card_points_total": (f"يجب أن يكون مجموع {L('card_points')} {{expected}} في هذا العقد "
                          "(دون العشرة للأكلة الأخيرة)، لا {total}"),
    "points_without_trick": "الفريق {team} لم يأكل أي أكلة، فليس له نقاط أوراق",
    "last_without_trick": "الفريق {team} لم يأكل أي أكلة، فليست له الأكلة الأخيرة",
    "declarations_not_allowed": "هذا العقد لا يقبل أي مشروع إلا البلوت",
    "declarations_impossible": "لا توجد مجموعة مشاريع بهذه القيمة: يسجل الفريق مجاميع من 20 "
                               "و50 و100 و150 و200، وأقصاها 550",
    "declarations_both_teams": "لا يسجل المشاريع إلا الفريق صاحب المشروع الأقوى",
    "roem_impossible": (f"لا يمكن للفريق {{team}} أن يكسب {{roem}} من نقاط الروم ({L('roem')}) "
                        "في {tricks} من الأكلات: 200 على الأكثر في الأكلة، بالعشرات"),
    "belote_impossible": "بلوت الفريق 20 عن كل شايب وبنت من الحكم، وأقصاه {cap} في {kind}",
    # المباراة
    "match_over": "انتهت المباراة عند {item}، فلا نتيجة بعدها",
    "wrong_dealer": "الموزّع في هذه الجولة هو اللاعب {expected}، لا اللاعب {dealer}",
    "never_thrown_in": ("في هذه القواعد على الموزّع دائمًا أن يسمّي الحكم، فلا تُلغى أي جولة "
                        "بالتمرير"),
    "outcome_not_in_ruleset": "ليس في {preset} نتيجة {outcome}",
    "nothing_held_over": "الجولة التي نتيجتها {outcome} لا تؤجل شيئًا",
    # القواعد
    "target_out_of_range": f"يجب أن يكون {L('target')} من {{low}} إلى {{high}} في {{preset}}",
    "family_change": (f"لا يغيّر {L('bidding')} عائلة {{preset}}: اختر الإعداد المسبق "
                      f"({L('preset')}) للعائلة التي تريدها"),
    "contradicts_family": "القيمة {value:json} للحقل {field} تناقض مزايدة {bidding}",
    "dealer_must_name_needs_take_or_pass": (f"الحقل {L('dealer_must_name_in_round_two')} "
                                            f"يتطلب مزايدة {L('take_or_pass')}"),
    "success_tie_mismatch": (f"{L('success at_least')} يتماشى مع {L('tie takers_make')}، "
                             f"و{L('more_than')} مع التعادل {L('litige')}"),
    "rules_contradiction": "{first} يناقض {second}",
    # طلبات لا تُقرأ
    "invalid_request": "{reason}",
    "impossible_state": "{reason}",
    "illegal_action": "{reason}",
    "not_a_card": (f"هذه ليست ورقة: اكتب الرتبة ثم اللون، مثل {L('JH')} أو {L('TS')} أو "
                   f"{L('10S')}"),
    "not_a_call": ("هذا ليس إعلانًا: "
                   + "، ".join(L(call) for call in ("pass", "take", "coinche", "surcoinche",
                                                     "contre", "recontre"))
                   + f"، أو كائن {LRI}{{{{\"suit\"}}}}{PDI} أو "
                   + f"{LRI}{{{{\"bid\", \"kind\"}}}}{PDI} أو {LRI}{{{{\"bid\"}}}}{PDI}"),
    "unknown_field": "حقل غير معروف {field:json}",
    "record_seed_mismatch": (f"البذرة ({L('seed')}) لا توزّع {{field}} كما هو في الجولة "
                             "المسجلة"),
    "object_expected": f"المطلوب كائن {L('JSON')}",
    "missing_field": "حقل إلزامي مفقود",
    "null_not_allowed": f"لا يجوز أن يكون هذا الحقل {L('null')}",
    "integer_expected": "المطلوب عدد صحيح من {low} إلى {high}",
    "seed_expected": (f"المطلوب بذرة ({L('seed')}): عدد صحيح من {{low}} إلى {{high}}، أو نص "
                      "لا يتجاوز طوله {max_length}"),
    "one_of_expected": "المطلوب إحدى هذه القيم: {choices:list}",
    "distinct_choices_expected": "المطلوب قائمة غير فارغة من قيم مختلفة، من بين: "
                                 "{choices:list}",
    "list_expected": "المطلوب قائمة لا يتجاوز عدد عناصرها {max}",
    "list_length_expected": "المطلوب قائمة عدد عناصرها {length} بالضبط",
    "pair_expected": "المطلوب قائمة من عددين صحيحين: عدد الفريق 0 ثم عدد الفريق 1",
    "boolean_expected": f"المطلوب {L('true')} أو {L('false')}",
    "not_an_action": (f"المطلوب إعلان ({L('pass')}، {L('take')}، {L('coinche')}، …) أو ورقة "
                      f"مثل {L('JH')}"),
    "empty_body": f"جسم الطلب فارغ: أرسل كائن {L('JSON')}",
    "not_utf8": f"الجسم ليس بترميز {L('UTF-8')}: بايت غير صالح في الموضع {{offset}}",
    "malformed_json": f"{L('JSON')} غير سليم: توقفت القراءة عند السطر {{line}}، العمود "
                      "{column}",
    "duplicate_key": "المفتاح {key} مكرر في كائن واحد",
    "not_a_json_number": f"القيمة {{value}} ليست عددًا في {L('JSON')}",
    "number_too_large": f"في مستند {L('JSON')} عدد أكبر من أن يُقرأ",
    "nesting_too_deep": f"مستند {L('JSON')} متداخل أعمق مما يُقرأ",
    "not_a_bid": ("المزايدة إحدى هذه القيم: {bids:list} (مزايدة بالنقاط)، أو نوع عقد: "
                  "{kinds:list} (البلوت البلغاري)"),
    # HTTP
    "not_found": f"لا شيء في هذا العنوان (كل المسارات مذكورة في {L('/docs')})",
    "method_not_allowed": f"هذا العنوان لا يقبل هذه الطريقة: انظر الترويسة {L('Allow')}",
    "body_too_large": "جسم الطلب أكبر مما تقبله الخدمة",
    "unsupported_media_type": (f"أرسل الجسم بصيغة {L('JSON')} مع "
                               f"{L('Content-Type: application/json')}"),
    "unauthorized": f"يلزم مفتاح {L('API')} صالح (الترويسة {L('X-API-Key')})",
    "rate_limited": f"طلبات كثيرة جدًا: {_RETRY} (الترويسة {L('Retry-After')})",
    "too_many_key_failures": ("مفاتيح خاطئة كثيرة جدًا من هذا العنوان أو إلى هذه الخدمة: "
                              f"يُرفض المفتاح الخاطئ، {_RETRY} (الترويسة {L('Retry-After')})؛ "
                              "المفتاح الصحيح يمرّ دائمًا"),
    "rate_limit_store_unavailable": ("لا يمكن عدّ حدود الطلبات الآن، والخدمة ترفض الطلبات "
                                     f"إلى حين ذلك: {_RETRY}"),
    "metrics_unauthorized": ("المقاييس تتطلب مفتاح المقاييس (الترويسة "
                             f"{L('Authorization: Bearer')})"),
    "batch_too_costly": ("هذه الدفعة تكلّف من وحدات العمل {work}، والمسموح به {max_work} (الطلب "
                         "الفرعي 10، وكل جولة من المباراة 1، وكل جزء من ألف من الثانية في مهلة "
                         f"النصيحة 300، وجدول {L('double dummy')} 30000، وكل ورقة في المراجعة "
                         "600): قسّمها"),
    "not_ready": "الخدمة تبدأ أو تتوقف: أعد المحاولة بعد قليل",
    "internal_error": "تعذّر على الخادم الإجابة، وقد سُجّل الخطأ",
    # الطاولات المختومة
    "text_expected": "المطلوب نص لا يتجاوز طوله {max_length}",
    "table_token_invalid": "رمز الطاولة غير مقروء: ليس من هذه الخدمة، أو جرى تعديله",
    "table_key_unknown": ("خُتمت الطاولة بالمفتاح {kid}، وهو ليس عند هذه الخدمة: مفتاح خادم "
                          "آخر، أو مفتاح سُحب"),
    "seat_key_invalid": "مفتاح المقعد هذا ليس مفتاح أي مقعد في هذه الطاولة",
    # الطاولات العادلة
    "seat_secret_invalid": (f"هذا السر ليس سر تعهّد ({L('commitment')}) المقعد {{seat}} في هذه "
                            "الطاولة (أو أن لمقاعد هذه الطاولة مفاتيح مقاعد)"),
    "seat_is_bot": ("المقعد {seat} يلعبه روبوت ({level}): الخادم يلعبه، فلا أحد ينظر فيه "
                    "ولا يلعب عنه"),
    "table_finished": ("انتهت مباراة هذه الطاولة (بعد جولات عددها {deals}): لا يُلعب فيها شيء "
                       "بعد الآن"),
    "relay_proof_invalid": ("هذا ليس إثبات المُرحِّل لأن يفعل المقعد {seat} هذا عند هذا "
                            "الرمز: في طاولة لها مُرحِّل لا يلعب مقعد إلا بإثبات المُرحِّل"),
    "dealer_not_allowed": ("طاولة من {players} لاعبين تسحب موزّعها الأول من مساهمات كل "
                           "المقاعد: لا يُختار"),
    "reveals_pending": ("لا تُوزَّع الجولة الأولى إلا بعد أن تكشف كل المقاعد مساهماتها: "
                        "المقاعد {seats:list} لم تفعل بعد"),
    "seat_revealed": "كشف المقعد {seat} مساهمته في هذه الطاولة من قبل",
    "table_dealt": "وُزِّعت الجولة الأولى لهذه الطاولة من قبل: يوزّعها المُرحِّل مرة واحدة بعد آخر كشف",
    "table_too_large": "حالة الطاولة ستتجاوز ما يحمله الرمز ({max_bytes} بايت)",
    "secret_expected": "المطلوب سر مقعد: نص يتراوح طوله بين {min_length} و{max_length}",
    "commitment_expected": (f"المطلوب تعهّد ({L('commitment')}): قيمة {L('SHA-256')} لسر "
                            "المقعد، 64 رقمًا ست عشريًا بأحرف صغيرة"),
    "seat_expected": (f"المطلوب مقعد: {LRI}{{{{\"commitment\"}}}}{PDI} للاعب، أو "
                      f"{LRI}{{{{\"bot\"}}}}{PDI} لمقعد يلعبه الخادم ({{levels:list}})"),
    "seat_player_expected": ("يجب أن يكون مقعد واحد على الأقل للاعب (تعهّد): الخادم لا يلعب "
                             "طاولة من الروبوتات وحدها"),
    "seat_credentials_conflict": (f"أرسل {L('seat_key')} (طاولة خادم موثوق) أو {L('seat')} "
                                  f"و{L('secret')} (طاولة تأتي مقاعدها بأسرارها)، لا كليهما"),
    # ما يرفضه الخادم نفسه
    "request_timeout": "لم يصل جسم الطلب في الوقت المحدد، فأُغلق الاتصال",
    "uri_too_long": "سطر الطلب أطول مما يقرؤه الخادم",
    "headers_too_large": "في الطلب حقول ترويسة أكثر، أو أطول، مما يقرؤه الخادم",
    "expectation_failed": f"الترويسة {L('Expect')} تطلب شيئًا غير {L('100-continue')}",
    "transfer_coding_not_implemented": f"ترميز النقل هذا ({L('Transfer-Encoding')}) غير مدعوم",
    "http_version_not_supported": f"لا يُدعم إلا {L('HTTP/1.1')} و{L('HTTP/1.0')}",
    # حدود النصائح
    "hints_busy": ("أماكن النصائح في هذه العملية ({places}) كلها مشغولة: " + _RETRY),
    "too_many_hints": ("لدى هذا العميل الحد الأقصى من النصائح الجارية أو المنتظرة ({limit}): "
                       "انتظر حتى تنتهي إحداها"),
    "hint_timeout": ("لم تكتمل النصيحة في {seconds} ثانية فأُوقفت: " + _RETRY
                     + f"، أو بقيمة {L('budget_ms')} أصغر"),
    "hint_cancelled": "أغلق العميل اتصاله قبل انتهاء النصيحة، فأُوقف البحث",
}

# Baloot's own calls and rules, named as Gulf players say them: حكم (Hokum), صن (Sun), أشكل
# (Ashkal), دبل ثري فور قهوة (the doubling chain), مفتوح / مقفول (open / closed). The codes
# land with the Baloot preset; a text is kept only for a code the registry has, so that
# MESSAGES holds exactly the registry's codes whichever lands first.
_BALOOT = {
    "baloot_hokum_turned_suit": _CALL + ("الحكم في الدورة الأولى لا يكون إلا في لون الورقة "
                                         "المكشوفة، {kind:suit}"),
    "baloot_hokum_other_suit": _CALL + ("الحكم في الدورة الثانية يكون في لون غير لون الورقة "
                                        "المكشوفة، {kind:suit}"),
    "baloot_answer_call": _CALL + "يُجاب الحكم المعلّق بالتمرير أو الصن أو الأشكل",
    "baloot_confirm_call": _CALL + ("على صاحب الحكم أن يثبّت حكمه ({kind:suit}) أو يتحوّل "
                                    "إلى الصن"),
    "baloot_eldest_only_on_ace": _CALL + ("إذا كانت الورقة المكشوفة إكة فلا يجيب الحكم بصن أو "
                                          "أشكل إلا اللاعب الأول"),
    "baloot_ashkal_seat": _CALL + "لا يقول أشكل إلا اللاعب الثالث أو الرابع في الكلام",
    "baloot_ashkal_on_ace": _CALL + "لا أشكل إذا كانت الورقة المكشوفة إكة",
    "baloot_ashkal_own_hokum": _CALL + ("الأشكل فوق الحكم المعلّق لا يكون إلا من الفريق "
                                        "الآخر"),
    "baloot_window_call": _CALL + "في فرصة الأولوية لا يجوز إلا الصن أو التمرير",
    "baloot_no_doubling_yet": _CALL + "لم يُشترَ شيء بعد حتى يُدبَّل",
    "baloot_raise_expected": _CALL + "لا يجوز في المضاعفة الآن إلا {expected} أو التمرير",
    "baloot_raise_lock": _CALL + "قل {expected} مع مفتوح أو مقفول",
    "baloot_raise_plain": _CALL + "قل {expected} دون مفتوح أو مقفول",
    "baloot_lock_call": _CALL + "المشتري هو من يقول مفتوح أو مقفول",
    "closed_no_trump_lead": ("لا يجوز للاعب {seat} أن يبدأ بـ{card}: الحكم مقفول، فلا يُبدأ "
                             "بورقة حكم ({trump:suit}) وفي اليد لون آخر"),
    "baloot_receiver": ("مستلم الورقة المكشوفة هو المشتري، اللاعب {taker}، أو شريكه بعد "
                        "الأشكل (وهو صن)"),
    "baloot_sun_multiplier": (f"الصن لا يُدبَّل إلا مرة واحدة: {L('multiplier')} قيمته 1 "
                              "أو 2"),
    "baloot_level_not_allowed": (f"المضاعفة {{multiplier:json}} ليست من مستويات "
                                 f"{L('doubling_levels')} في هذه القواعد"),
    "baloot_closed_contract": "لا يُقفَل إلا حكم مُدبَّل (دبل أو ثري أو فور)",
    "baloot_gahwa_score": (f"القهوة نتيجتها 0 مقابل 0 ({L('wins_match')})، أو 152 للفريق "
                           f"{{team}} ({L('flat_152')})"),
    "baloot_belote_in_sun": f"لا بلوت في الصن: {L('belote')} في الصن 0",
    "baloot_projects_impossible": ("لا توجد مجموعة مشاريع بهذه القيمة: يسجل الفريق مجاميع "
                                   "من 20 و50 و100 و200 من الأبناط"),
}
MESSAGES.update({code: text for code, text in _BALOOT.items() if code in REASONS})

TITLES = {
    "urn:atout:problem:invalid-request": "طلب غير صالح",
    "urn:atout:problem:impossible-state": "حالة مستحيلة",
    "urn:atout:problem:illegal-action": "إجراء غير مسموح به",
    400: "طلب غير صالح", 401: "غير مصرّح", 403: "ممنوع", 404: "غير موجود",
    405: "طريقة غير مسموح بها", 413: "الطلب كبير جدًا", 415: "نوع محتوى غير مدعوم",
    429: "طلبات كثيرة جدًا", 500: "خطأ داخلي في الخادم", 503: "الخدمة غير متاحة",
    408: "انتهت مهلة الطلب", 414: "الطلب طويل جدًا", 417: "التوقّع غير متحقق",
    431: "الترويسات كبيرة جدًا", 501: "غير منفَّذ", 505: f"إصدار {L('HTTP')} غير مدعوم",
}


def DETAIL_AT(message: str, pointer: str) -> str:  # noqa: N802 - a constant of every catalog
    return f"{message} (عند {_isolated(pointer)})" if pointer else f"{message} (في الجذر)"


def MORE(more: int | None, listed: int) -> str:  # noqa: N802
    if more is None:
        return f"، ومشكلات أخرى (تسرد {L('errors')} أول {listed} منها)"
    return "، ومشكلة أخرى" if more == 1 else f"، ومشكلات أخرى عددها {more}"


def SUGGEST(message: str, quoted: list[str]) -> str:  # noqa: N802 - did_you_mean's names, each as JSON text
    return f"{message}؛ هل تقصد {' أو '.join(_isolated(name) for name in quoted)}؟"
