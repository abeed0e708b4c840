"""A double-dummy table and a review are bounded by work, as hints are: at most
``engine.search.analysis.WORK`` cards tried, counted and never timed, else a 422
``analysis_too_costly``. The same request gets the same answer, or the same refusal, on any
machine and under any load."""

import pytest

import engine
from engine.search import analysis
from engine.search.solver import core
from tests.service.test_analysis import HANDS, PLAYED, post

TABLE = {"rules": "contree", "dealer": 3, "hands": HANDS}
REVIEW = {"state": PLAYED}


def cards_tried(monkeypatch, function, body):
    """The cards ``function(body)`` tries in all, read off the work left."""
    spent = []
    real = analysis.Work.spend

    def spend(work, nodes):
        spent.append(nodes)
        real(work, nodes)
    monkeypatch.setattr(analysis.Work, "spend", spend)
    function(body)
    monkeypatch.setattr(analysis.Work, "spend", real)
    return sum(spent)


@pytest.mark.parametrize("function, body", [(engine.dd_table, TABLE),
                                            (engine.review, REVIEW)], ids=["table", "review"])
def test_a_cap_the_work_fits_in_answers_and_one_card_less_is_refused(monkeypatch, function,
                                                                      body):
    needed = cards_tried(monkeypatch, function, body)
    assert 0 < needed < analysis.WORK[core()] // 100  # far under the cap
    monkeypatch.setitem(analysis.WORK, core(), needed)
    answer = function(body)
    assert answer == function(body)  # counted, not timed: the same answer every time
    monkeypatch.setitem(analysis.WORK, core(), needed - 1)
    for _ in range(2):
        with pytest.raises(engine.ImpossibleState) as refused:
            function(body)
        assert (refused.value.code, refused.value.pointer, refused.value.params) == (
            "analysis_too_costly", "", {"max_work": needed - 1})


@pytest.mark.parametrize("path, body", [("/v1/dd-table", TABLE), ("/v1/review", REVIEW)],
                         ids=["table", "review"])
def test_past_its_cap_the_service_answers_422(client, monkeypatch, path, body):
    monkeypatch.setitem(analysis.WORK, core(), 1000)
    problem = post(client, path, body, 422)
    assert [(e["code"], e["pointer"], e["params"]) for e in problem["errors"]] == [
        ("analysis_too_costly", "", {"max_work": 1000})]
