"""End to end: submissions written the way students write them get the score a teacher
would give, and every output format says so.

The class is graded once, each submission in its own process, with a few generated tests
per function (the default is 20; the verdicts do not depend on the number)."""
from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from minischeme.grading.batch import describe_settings, grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.formats import renderer
from minischeme.grading.engine import grade_in_process
from minischeme.grading.submission import Submission, find_submissions
from minischeme.grading.suites import assignment

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"
N = 6

GRADESCOPE_SCHEMA = {
    # Gradescope's results.json, as its autograder specification documents it
    # (gradescope/autograder_samples docs/specs.md; racket-conventions.md §6.1).
    "type": "object",
    "properties": {
        "score": {"type": "number"},
        "execution_time": {"type": ["number", "string"]},
        "output": {"type": "string"},
        "output_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
        "test_output_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
        "test_name_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
        "visibility": {"enum": ["hidden", "after_due_date", "after_published", "visible"]},
        "stdout_visibility": {"enum": ["hidden", "after_due_date", "after_published", "visible"]},
        "extra_data": {"type": "object"},
        "tests": {"type": "array", "items": {
            "type": "object",
            "properties": {
                "score": {"type": "number"}, "max_score": {"type": "number"},
                "status": {"enum": ["passed", "failed"]},
                "name": {"type": "string"},
                "name_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
                "number": {"type": "string"},
                "output": {"type": "string"},
                "output_format": {"enum": ["text", "html", "simple_format", "md", "ansi"]},
                "tags": {"type": "array", "items": {"type": "string"}},
                "visibility": {"enum": ["hidden", "after_due_date", "after_published", "visible"]},
                "extra_data": {"type": "object"}},
            "additionalProperties": False}},
        "leaderboard": {"type": "array"}},
    "anyOf": [{"required": ["score"]}, {"required": ["tests"]}],
    "additionalProperties": False,
}


@pytest.fixture(scope="module")
def graded():
    # A per-test limit and a budget smaller than the defaults, so that the looping
    # submission's one full-limit test is quick.
    config = GradeConfig("mini-card-game", n=N, step_limit=2_000_000,
                         submission_steps=12_000_000)
    subs = find_submissions([str(MCG)], assignment("mini-card-game").required)
    results, notes = grade_all(subs, config, jobs=2, cache_dir=None)
    by_name = {Path(r.submission).stem: r for r in results}
    meta = {"assignment": "mini-card-game", "settings": describe_settings(config), "notes": notes}
    return by_name, results, meta


def scores(r):
    return {f.name: f.score for f in r.functions}


def full_except(r, *names):
    spec = assignment("mini-card-game")
    for f in r.functions:
        if f.name not in names:
            assert f.score == spec.weights[f.name], (r.submission, f)


def test_correct_submission_gets_full_marks(graded):
    r = graded[0]["correct"]
    assert r.load.ok and r.score == 100 and r.max_score == 100
    assert all(t.passed for t in r.tests)
    assert r.docs.problems == [] and r.docs.examples and not r.docs.wrong_examples
    assert r.load.output.strip() == "5"          # the leftover top-level call printed 5


def test_fdraw_putting_the_card_in_front_loses_fdraw(graded):
    r = graded[0]["fdraw_front"]
    full_except(r, "fdraw")
    f = r.function("fdraw")
    assert f.score < 2 and f.passed == 1         # only the text's example with no held cards
    bad = [t for t in r.tests if t.function == "fdraw" and not t.passed][0]
    assert bad.call.startswith("(fdraw '(") and bad.status == "wrong"
    assert bad.expected != bad.actual
    assert r.docs.wrong_examples[0].source.startswith("(fdraw")


def test_game_over_strings_fail_find_steps_and_play_when_over_the_goal(graded):
    r = graded[0]["game_over_strings"]
    full_except(r, "find-steps", "play")
    assert r.function("find-steps").score < 15
    bad = [t for t in r.tests if t.function == "find-steps" and not t.passed]
    assert bad and all('"GAME OVER"' in t.actual for t in bad)
    assert all("comes after the end" in t.message for t in bad)


def test_halving_with_slash_gives_fractions(graded):
    r = graded[0]["halving"]
    full_except(r, "calc-score", "play")
    assert 0 < r.function("calc-score").score < 10 and r.function("play").score < 20
    bad = [t for t in r.tests if t.function == "calc-score" and not t.passed]
    assert all(t.actual.endswith("/2") for t in bad)
    text = [t for t in r.tests if t.call == "(calc-score '((H . 2) (H . A)) 20)"][0]
    assert (text.expected, text.actual, text.passed) == ("3", "7/2", False)


def test_unbalanced_parentheses_get_zero_with_the_readers_message(graded):
    r = graded[0]["unbalanced"]
    assert r.score == 0 and r.max_score == 100 and not r.load.ok
    assert r.load.error.endswith("unbalanced.rkt:28:0: read-syntax: expected a `)` to close `(`"
                                 "\n  possible cause: indentation suggests a missing `)` before "
                                 "line 40")     # as racket says it
    assert (r.load.line, r.load.column) == (28, 0)
    assert all(t.status == "no-load" for t in r.tests)


def test_an_infinite_loop_costs_only_its_own_tests(graded):
    r = graded[0]["infinite_loop"]
    assert r.score == 90
    full_except(r, "fdiscard")
    tests = [t for t in r.tests if t.function == "fdiscard"]
    assert {t.status for t in tests} == {"step-limit", "not-run"}
    [first] = [t for t in tests if t.status == "step-limit"]    # one test pays the limit
    assert "more than 2,000,000 steps, in `fdiscard` at" in first.message
    later = [t for t in tests if t.status == "not-run"]
    assert later and all(t.message == (
        f"not run: an earlier test of fdiscard ({first.name}) ran past the step limit "
        "(2,000,000 steps); its other tests that need more than 500,000 steps are not run")
        for t in later)


def test_examples_of_a_looping_function_are_not_run_not_wrong(graded, tmp_path):
    r = graded[0]["infinite_loop"]
    assert r.docs.examples and r.docs.wrong_examples == [] and r.docs.unrun_examples == []
    # with an example of fdiscard in its comments, that example is not run (its function
    # already ran past the step limit), and says so; the others run
    text = (MCG / "infinite_loop.rkt").read_text().replace(
        "(define (fdiscard ", "; > (fdiscard '((H . 3)) '(draw discard) 10 '((S . 2) (H . 5)))\n"
        "; => '((S . 2))\n(define (fdiscard ", 1)
    path = tmp_path / "infinite_loop.rkt"
    path.write_text(text)
    r = grade_in_process(Submission.from_path(path, "infinite_loop.rkt"),
                         GradeConfig("mini-card-game", n=2, step_limit=2_000_000))
    [unrun] = r.docs.unrun_examples
    assert "fdiscard" in unrun.source and unrun.message.startswith(
        "not run: a test of fdiscard (") and "ran past the step limit" in unrun.message
    assert r.docs.wrong_examples == [] and len(r.docs.examples) > 1
    assert "ran past the step limit" in renderer("text")([r], graded[2])


def test_a_missing_function_fails_only_its_tests(graded):
    r = graded[0]["missing_play"]
    assert r.score == 80
    full_except(r, "play")
    f = r.function("play")
    assert f.status == "missing" and f.note == "missing: play is not defined"


def test_a_misnamed_function_is_named(graded):
    r = graded[0]["misnamed"]
    assert r.score == 90
    f = r.function("calc-playerpoint")
    assert f.status == "misnamed"
    assert f.note == "misnamed: found calc-player-point (calc-playerpoint is not defined)"


def test_text_report(graded):
    by, results, meta = graded
    text = renderer("text")(results, meta)
    assert "score: 100 / 100" in text and "score: 0 / 100" in text
    assert "misnamed: found calc-player-point" in text
    assert "expected: 3\n    actual:   7/2" in text
    assert "class summary: 8 submissions" in text


def test_json_report_round_trips(graded):
    from minischeme.grading.results import SubmissionResult
    by, results, meta = graded
    doc = json.loads(renderer("json")(results, meta))
    assert [s["score"] for s in doc["submissions"]] == [r.score for r in results]
    again = [SubmissionResult.from_dict(d) for d in doc["submissions"]]
    assert again == results


def test_gradescope_results_validate_against_the_schema(graded):
    jsonschema = pytest.importorskip("jsonschema")
    by, results, meta = graded
    for r in results:
        doc = json.loads(renderer("gradescope")([r], meta))
        jsonschema.validate(doc, GRADESCOPE_SCHEMA)
        assert doc["score"] == r.score
        assert sum(t["score"] for t in doc["tests"]) == pytest.approx(r.score, abs=1e-3)
        assert sum(t["max_score"] for t in doc["tests"]) == pytest.approx(r.max_score)
    doc = json.loads(renderer("gradescope")([by["missing_play"]], meta))
    play = [t for t in doc["tests"] if t["name"] == "play"][0]
    assert play["status"] == "failed" and "missing: play is not defined" in play["output"]
    doc = json.loads(renderer("gradescope")([by["unbalanced"]], meta))
    assert doc["score"] == 0 and "read-syntax" in doc["output"]


def test_junit_xml_parses(graded):
    by, results, meta = graded
    root = ET.fromstring(renderer("junit")(results, meta))
    suites = root.findall("testsuite")
    assert len(suites) == len(results)
    assert int(root.get("tests")) == sum(len(r.tests) for r in results)
    for suite, r in zip(suites, results):
        failures = suite.findall("testcase/failure")
        assert len(failures) == int(suite.get("failures")) == len(r.failures)
    halving = suites[[Path(r.submission).stem for r in results].index("halving")]
    assert any("7/2" in (f.text or "") for f in halving.iter("failure"))


def test_csv_summary(graded):
    by, results, meta = graded
    rows = list(csv.DictReader(io.StringIO(renderer("csv")(results, meta))))
    assert len(rows) == len(results)
    row = {Path(r["submission"]).stem: r for r in rows}
    assert row["correct"]["score"] == "100" and row["unbalanced"]["loads"] == "no"
    assert row["missing_play"]["play"] == "0" and row["missing_play"]["fdraw"] == "10"


class _Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []
        self.rows = 0
        self.scripts = []
        self.external = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "tr" and "data-i" in a:
            self.rows += 1
        if tag in ("script", "link", "img") and (a.get("src") or a.get("href")):
            self.external.append(a)


def test_html_page_is_self_contained_and_complete(graded):
    """Parsed with html.parser; tests/test_grading_browser.py runs it in Chromium."""
    by, results, meta = graded
    page = renderer("html")(results, meta)
    p = _Collect()
    p.feed(page)
    assert p.rows == len(results) and not p.external
    figures = [a for t, a in p.tags if t == "figure"]
    assert [f["data-function"] for f in figures] == assignment("mini-card-game").functions
    fdiscard = [f for f in figures if f["data-function"] == "fdiscard"][0]
    counts = list(map(int, fdiscard["data-counts"].split(",")))
    assert counts[0] == 2 and counts[-1] == 6     # the loop and the unreadable file: 0
    assert "7/2" in page and "misnamed: found calc-player-point" in page
