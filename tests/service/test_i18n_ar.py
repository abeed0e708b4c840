"""Problems in Arabic (``Accept-Language: ar``): Baloot's words, and right-to-left safe
texts — every left-to-right run (a card code, a pointer, a field's name, JSON) inside a
left-to-right isolate, left as the client sent it, and the sentence itself reading right
to left."""

import re
import unicodedata

import pytest

from service.i18n import LANGUAGES, catalog, negotiate
from service.i18n.ar import LRI, PDI, card_name
from tests.service.examples import MID_DEAL
from tests.service.test_codes import (  # noqa: F401 - app: the fixture raising HTTP problems
    EIGHT_CARDS, RUFFED, app, produced, stand_in_answers)

AR = {"Accept-Language": "ar"}
ISOLATE = re.compile(f"{LRI}[^{LRI}{PDI}]*{PDI}")


def outside_isolates(text):
    return ISOLATE.sub("", text)


def first_strong_direction(text):
    """The paragraph direction a display finds (rules P2–P3 of the bidi algorithm): that
    of the first strong character, the insides of isolates skipped."""
    for char in outside_isolates(text):
        kind = unicodedata.bidirectional(char)
        if kind in ("L", "R", "AL"):
            return kind
    return None


GENERIC = ("invalid_request", "impossible_state", "illegal_action")  # an English reason


def assert_right_to_left_safe(text, arabic=True):
    assert text.count(LRI) == text.count(PDI), text
    assert LRI not in ISOLATE.sub("", text) and PDI not in ISOLATE.sub("", text), text
    assert not re.search("[A-Za-z]", outside_isolates(text)), text  # Latin isolated
    if arabic:
        assert first_strong_direction(text) == "AL", text


def test_a_card_that_does_not_follow_reads_in_gulf_terms(client):
    answer = client.post("/v1/play", json={"state": MID_DEAL, "action": "JH"}, headers=AR)
    problem = answer.get_json()
    assert answer.status_code == 422 and answer.headers["Content-Language"] == "ar"
    assert problem["title"] == "إجراء غير مسموح به"
    assert problem["detail"] == f"لا يجوز للاعب 1 أن يلعب {LRI}JH{PDI}: عليه أن يلعب من الديمن"
    assert problem["params"] == {"seat": 1, "card": "JH", "suit": "D"}  # codes untouched
    assert problem["errors"][0]["pointer"] == "/action"


def test_a_forced_undertrump_names_the_card_to_go_under(client):
    body = {"state": {**MID_DEAL, "tricks": RUFFED,
                      "hands": [None, None, ["8H", "7H", *EIGHT_CARDS[2:]], None]},
            "action": "7D"}
    detail = client.post("/v1/play", json=body, headers=AR).get_json()["detail"]
    assert detail == (f"لا يجوز للاعب 2 أن يلعب {LRI}7D{PDI}: عليه أن يلعب ورقة حكم "
                      "(الهاص)، ولو كانت أصغر من تسعة الهاص")


def test_a_pointer_in_the_detail_is_isolated_and_unchanged(client):
    body = {"rules": "classic", "dealer": 9, "hands": [None, None, None, None, None]}
    problem = client.post("/v1/legal-moves", json=body, headers=AR).get_json()
    pointers = [error["pointer"] for error in problem["errors"]]
    assert pointers == ["/dealer", "/hands"]
    assert problem["detail"] == (f"المطلوب عدد صحيح من 0 إلى 3 (عند {LRI}/dealer{PDI})، "
                                 "ومشكلة أخرى")
    assert_right_to_left_safe(problem["detail"])


def test_a_list_of_choices_is_written_with_the_arabic_comma():
    text = catalog("ar").message("one_of_expected", {"choices": ["S", "H", "NT"]}, "")
    assert text == f"المطلوب إحدى هذه القيم: {LRI}S{PDI}، {LRI}H{PDI}، {LRI}NT{PDI}"


def test_bidi_controls_sent_by_a_client_stay_inside_their_isolate(client):
    # A key holding RIGHT-TO-LEFT OVERRIDE: it must not turn the rest of the sentence.
    body = {**MID_DEAL, "\u202eevil": 1}
    message = client.post("/v1/legal-moves", json=body, headers=AR).get_json()["errors"][0][
        "message"]
    assert message == f'حقل غير معروف {LRI}"\u202eevil"{PDI}'
    assert_right_to_left_safe(message)


def test_a_negative_number_is_isolated_but_a_count_is_not():
    ar = catalog("ar")
    assert ar.message("tricks_total", {"total": -1}, "") == (
        f"يجب أن يكون مجموع {LRI}tricks_won{PDI} 8، لا {LRI}-1{PDI}")
    assert ar.message("tricks_total", {"total": 9}, "").endswith("، لا 9")


def test_every_problem_in_arabic_is_right_to_left_safe(client, monkeypatch):
    english = [response.get_json() for _, response in produced(client)]
    for (code, response), in_english in zip(produced(client, "ar"), english):
        problem = response.get_json()
        assert response.headers["Content-Language"] == "ar"
        assert_right_to_left_safe(problem["title"])
        for text in [problem["detail"], *(error["message"] for error in problem["errors"])]:
            assert_right_to_left_safe(text, code not in GENERIC)
        # the codes a client reads stay as sent: params and pointers are not translated
        assert problem["params"] == in_english["params"]
        assert [e["pointer"] for e in problem["errors"]] == [
            e["pointer"] for e in in_english["errors"]]
        for value in problem["params"].values():
            if isinstance(value, str) and re.fullmatch(r"(?:[2-9TJQKA]|10)[SHDC]", value):
                assert (f"{LRI}{value}{PDI}" in problem["detail"]  # as sent, or named
                        or card_name(value) in problem["detail"]), (code, problem["detail"])
    for code, response in stand_in_answers(client, monkeypatch, "ar"):
        assert_right_to_left_safe(response.get_json()["detail"], code not in GENERIC)


TEMPLATES = {**LANGUAGES["ar"]._BALOOT, **LANGUAGES["ar"].MESSAGES}  # Baloot's, landed or not


@pytest.mark.parametrize("code", sorted(TEMPLATES))
def test_every_template_reads_right_to_left(code):
    template = TEMPLATES[code]
    if template == "{reason}":
        pytest.skip("the English reason, isolated whole by the renderer")
    assert_right_to_left_safe(re.sub(r"\{[^{}]*\}", "", template.replace("{{", "(")
                                      .replace("}}", ")")))


def test_every_title_reads_right_to_left():
    for title in LANGUAGES["ar"].TITLES.values():
        assert_right_to_left_safe(title)


@pytest.mark.parametrize("header", ["ar", "ar-SA", "ar-AE, en;q=0.5", "fr;q=0.4, ar"])
def test_arabic_is_chosen_for_any_arabic_tag(header):
    assert negotiate(header) == "ar"


def test_baloot_calls_are_named_as_gulf_players_say_them():
    ar = catalog("ar")
    assert ar.message("auction_over", {"call": "hokum S"}, "") == (
        f"لا يمكن إعلان حكم الشريا ({LRI}hokum S{PDI}): انتهت المزايدة")
    assert ar.message("auction_over", {"call": "four closed"}, "") == (
        f"لا يمكن إعلان فور مقفول ({LRI}four closed{PDI}): انتهت المزايدة")
    # the calls of the other auctions stay as sent, and {call:json} is the JSON sent
    assert ar.message("auction_over", {"call": "take"}, "") == (
        f"لا يمكن إعلان {LRI}take{PDI}: انتهت المزايدة")
    assert ar.message("wrong_auction_family", {"call": {"hokum": "S"}, "bidding": "x"},
                      "").startswith(f'الإعلان {LRI}{{"hokum": "S"}}{PDI} ليس')


def test_a_refused_ashkal_reads_in_arabic(client):
    if "baloot" not in {r["preset"] for r in client.get("/v1/rulesets").get_json()}:
        pytest.skip("the baloot preset is not in this engine yet")
    state = {"rules": "baloot", "dealer": 0, "turn_up": "8S", "auction": ["pass"]}
    answer = client.post("/v1/play", json={"state": state, "action": "ashkal"}, headers=AR)
    problem = answer.get_json()
    assert (answer.status_code, problem["code"]) == (422, "baloot_ashkal_seat")
    assert problem["detail"] == (f"لا يجوز للاعب 2 أن يعلن أشكل ({LRI}ashkal{PDI}): لا يقول "
                                 "أشكل إلا اللاعب الثالث أو الرابع في الكلام")
    assert_right_to_left_safe(problem["detail"])
