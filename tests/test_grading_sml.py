"""Solitaire in Standard ML (the course's own language): hw2.sml files graded through the
real SML/NJ in the sandbox, per function, with the Scheme suite's tests and judges.

The oracle: the same tests run by plain ``sml`` on the whole file (no sandbox, no splitting
into declarations), judged by the same judges, give the same passes per function."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.assignments.solitaire.sml import ADAPTER, COURSE, FUNCTIONS, HELPERS
from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import make_plan
from minischeme.grading.native import plan_for
from minischeme.grading.native.runner import MARK, _judge
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.native.sml import split_declarations
from minischeme.grading.submission import Submission

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "tests" / "submissions" / "solitaire-sml"
STAFF = ROOT / "tests" / "submissions" / "staff" / "solitaire-tests.sml"
CONFIG = dict(n=6, time_limit=5.0, native_time_limit=5.0)
WHOLE = ["complete.sml", "partial.sml", "buggy_officiate.sml", "remove_card_last.sml",
         "score_challenge_extremes.sml", "careful_stops_early.sml"]

needs_sml = pytest.mark.skipif(shutil.which("sml") is None, reason="SML/NJ (sml) is not installed")
needs_sandbox = pytest.mark.skipif(sandbox_problem() is not None,
                                   reason=f"no sandbox here: {sandbox_problem()}")
pytestmark = [needs_sml, needs_sandbox]


@pytest.fixture(scope="module")
def graded():
    subs = [Submission.from_path(p, p.name) for p in sorted(FOLDER.glob("*.sml"))]
    results, _ = grade_all(subs, GradeConfig("solitaire", **CONFIG), jobs=2, cache_dir=None)
    return {r.submission: r for r in results}


def plain_sml_passes(name: str) -> dict[str, int]:
    """Passes per function when plain `sml` runs the whole file and then every test."""
    plan = plan_for("solitaire", make_plan(GradeConfig("solitaire", **CONFIG)), "sml")
    text = (FOLDER / name).read_text()
    present = {n for d in split_declarations(text) for n in d.names}
    course = "".join(t + ";\n" for n, t in COURSE if n not in present)
    calls = "".join(f'val _ = ms_run "{i}" (fn () => {t.extra["sml"]});\n'
                    for i, t in enumerate(plan.tests) if t.function in present)
    program = course + text + "\n;\n" + HELPERS + calls
    out = subprocess.run(["sml"], input=program, capture_output=True, text=True,
                         timeout=120).stdout
    passes: dict[str, int] = {}
    for line in out.splitlines():
        m = re.match(re.escape(MARK) + r" ([VX]) (\d+) (.*)$", line)
        if m:
            test = plan.tests[int(m.group(2))]
            if _judge(ADAPTER, test, m.group(1), m.group(3)).passed:
                passes[test.function] = passes.get(test.function, 0) + 1
    return passes


@pytest.mark.parametrize("name", WHOLE)
def test_each_function_scores_as_plain_sml_and_the_reference_say(graded, name):
    r = graded[name]
    assert r.load.ok
    ours = {f.name: f.passed for f in r.functions if f.passed}
    assert ours == plain_sml_passes(name)


def test_the_complete_homework_gets_full_marks(graded):
    r = graded["complete.sml"]
    assert r.score == r.max_score == 100 and not r.load.warnings


def test_a_partial_file_without_the_datatypes_gets_them_and_loses_only_the_missing(graded):
    r = graded["partial.sml"]
    assert any("course's declarations" in w for w in r.load.warnings)
    got = {f.name: f.status for f in r.functions}
    for f in ("card_color", "card_value", "remove_card", "all_same_color", "sum_cards", "score"):
        assert got[f] == "ok"
    for f in ("officiate", "score_challenge", "officiate_challenge", "careful_player"):
        assert got[f] == "missing"


def test_a_buggy_officiate_fails_on_illegal_moves_and_long_games(graded):
    r = graded["buggy_officiate.sml"]
    wrong = [t for t in r.tests if not t.passed]
    assert wrong and {t.function for t in wrong} == {"officiate"}
    illegal = [t for t in wrong if "IllegalMove" in t.expected]
    assert illegal and "Empty" in illegal[0].actual


def test_remove_card_that_fails_on_the_last_element(graded):
    r = graded["remove_card_last.sml"]
    f = r.function("remove_card")
    assert 0 < f.passed < f.total
    failing = [t for t in r.tests if t.function == "remove_card" and not t.passed]
    assert all(t.actual == "raises MsNotFound" for t in failing)


def test_score_challenge_with_all_or_nothing_aces(graded):
    r = graded["score_challenge_extremes.sml"]
    f = r.function("score_challenge")
    assert 0 < f.passed < f.total
    assert r.function("score").status == "ok"


def test_careful_player_that_stops_early_breaks_a_requirement(graded):
    r = graded["careful_stops_early.sml"]
    failing = [t for t in r.tests if not t.passed]
    assert failing and {t.function for t in failing} == {"careful_player"}
    assert all("requirement" in t.message for t in failing)


def test_an_ill_typed_function_costs_itself_and_what_uses_it(graded):
    r = graded["ill_typed_all_same_color.sml"]
    assert r.load.ok and r.load.line == 59
    assert "59.35-59.57 Error: operator and operand don't agree" in r.load.warnings[0]
    status = {f.name: f.status for f in r.functions}
    assert status["card_color"] == status["remove_card"] == status["sum_cards"] == "ok"
    assert status["all_same_color"] == "failed"
    # score uses all_same_color: SML/NJ cannot compile it either
    score_test = next(t for t in r.tests if t.function == "score")
    assert "unbound variable or constructor: all_same_color" in score_test.message


def test_a_file_that_does_not_compile_reports_sml_njs_error_with_its_position(graded):
    r = graded["does_not_compile.sml"]
    assert not r.load.ok and r.score == 0
    assert re.search(r"does_not_compile\.sml:\d+\.\d+(-\d+\.\d+)? Error: syntax error", r.load.error)
    assert r.load.line is not None and r.load.column is not None


def test_problem_1_string_functions_cost_nothing(graded):
    r = graded["complete.sml"]
    assert "all_except_option" in r.load.defined
    assert {f.name for f in r.functions} == set(FUNCTIONS)


def test_a_course_style_test_file_reports_each_binding():
    subs = [Submission.from_path(FOLDER / n, n) for n in ("complete.sml", "remove_card_last.sml")]
    config = GradeConfig("solitaire", n=0, transcripts=False, tests_files=[str(STAFF)])
    results, _ = grade_all(subs, config, jobs=2, cache_dir=None)
    by = {r.submission: r for r in results}
    names = [t.name for t in by["complete.sml"].tests]
    assert names == [f"solitaire-tests.sml: test{k}" for k in range(5, 15)]
    assert all(t.passed for t in by["complete.sml"].tests)
    failed = {t.name for t in by["remove_card_last.sml"].tests if not t.passed}
    assert failed == {"solitaire-tests.sml: test7", "solitaire-tests.sml: test14"}


def test_scheme_submissions_do_not_run_sml_test_files():
    config = GradeConfig("solitaire", n=1, transcripts=False, tests_files=[str(STAFF)])
    rkt = ROOT / "tests" / "submissions" / "solitaire" / "correct.rkt"
    results, _ = grade_all([Submission.from_path(rkt, "correct.rkt")], config, cache_dir=None)
    assert results[0].score == results[0].max_score
    assert all(t.kind == "generated" for t in results[0].tests)


def test_the_declarations_of_a_file_are_found_with_their_positions():
    decls = split_declarations("(* c (* nested *) *)\nfun f x = let val y = 1 in y end\n"
                               "and g y = y;\nval s = \"fun (* not *)\"\n  datatype t = A | B")
    assert [(d.keyword, d.names, d.line, d.column) for d in decls] == [
        ("fun", ["f", "g"], 2, 0), ("val", ["s"], 4, 0), ("datatype", ["t"], 5, 2)]


def test_an_infinite_loop_costs_only_its_function_and_a_looping_top_level_is_left_out(tmp_path):
    text = (FOLDER / "complete.sml").read_text().replace(
        "fun careful_player (cards, goal) =",
        "fun careful_player (cards, goal) = if goal > 0 then careful_player (cards, goal) else []\n"
        "fun unused_player (cards, goal) =")
    loops = tmp_path / "loops.sml"
    loops.write_text(text + "\nfun spin n = spin n\nval _ = spin 0\n")
    results, _ = grade_all([Submission.from_path(loops, "loops.sml")],
                           GradeConfig("solitaire", n=3, native_time_limit=2.0), cache_dir=None)
    r = results[0]
    assert r.load.ok
    line = text.count("\n") + 3
    assert f"loops.sml:{line}.1: its evaluation did not finish" in r.load.warnings[0]
    status = {f.name: f.status for f in r.functions}
    assert status.pop("careful_player") == "failed"
    assert set(status.values()) == {"ok"}
    assert {t.status for t in r.tests if not t.passed} == {"timeout", "not-run"}


def test_a_missing_card_type_is_added_between_the_students_own_datatypes(tmp_path):
    text = (FOLDER / "complete.sml").read_text()
    nocard = tmp_path / "nocard.sml"
    nocard.write_text(text.replace("type card = suit * rank\n", "")
                      .replace("exception IllegalMove\n", ""))
    results, _ = grade_all([Submission.from_path(nocard, "nocard.sml")],
                           GradeConfig("solitaire", n=2), cache_dir=None)
    r = results[0]
    assert r.score == r.max_score
    assert "the course's declarations of card, IllegalMove were added" in r.load.warnings[0]


def test_a_student_who_redefines_print_and_map_is_still_graded(tmp_path):
    shadow = tmp_path / "shadow.sml"
    shadow.write_text((FOLDER / "complete.sml").read_text() + "\nfun map x = x\nval print = 3\n")
    results, _ = grade_all([Submission.from_path(shadow, "shadow.sml")],
                           GradeConfig("solitaire", n=2), cache_dir=None)
    assert results[0].score == results[0].max_score
