"""Limits that are fixed, generous and documented: a per-test step limit that never changes
with what earlier tests did, and a per-submission budget that contains a runaway submission
(tests it leaves are "not run: submission budget exhausted", never wrong answers)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from minischeme.grading import config as C
from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import grade_in_process
from minischeme.grading.formats import renderer
from minischeme.grading.submission import Submission

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"
CORRECT = (MCG / "correct.rkt").read_text()

# fib-shaped recursion: (burn 32) makes 7,049,155 calls, (spin 1000000) 1,000,001 more.
# play is the one function no other function (and no judge) calls.
SLOW_PLAY = """
(define (burn n) (if (< n 2) 1 (+ (burn (- n 1)) (burn (- n 2)))))
(define (spin i) (if (= i 0) 0 (spin (- i 1))))
(define (play list-of-cards list-of-moves goal)
  (burn 32)
  (spin 1000000)
  (play-real list-of-cards list-of-moves goal))
"""


def slow_submission(tmp_path: Path) -> Submission:
    text = CORRECT.replace("(define (play ", "(define (play-real ") + SLOW_PLAY
    path = tmp_path / "slow.rkt"
    path.write_text(text)
    return Submission.from_path(path, "slow.rkt")


def quick(**settings) -> GradeConfig:
    return GradeConfig("mini-card-game", **{"n": 2, "docs": False, "transcripts": False,
                                            **settings})


def test_a_correct_function_needing_8_million_calls_per_test_keeps_full_points(tmp_path):
    sub = slow_submission(tmp_path)
    config = quick()                                  # default limits and budget
    assert config.step_limit == C.DEFAULT_STEP_LIMIT >= 2 * 8_400_000
    r = grade_in_process(sub, config)
    play = r.function("play")
    assert play.total == 2 and play.score == play.weight
    assert r.score == r.max_score
    # and it does need more than 8 million steps: under that limit it fails, its first
    # test running to the limit and the others not run
    tight = grade_in_process(sub, quick(step_limit=8_000_000))
    assert tight.function("play").score == 0
    assert [t.status for t in tight.tests if t.function == "play"] == ["step-limit", "not-run"]


def test_earlier_step_limit_hits_never_lower_a_functions_limit(tmp_path):
    # fdiscard loops on held cards starting with a heart, and otherwise needs ~150,000
    # calls: the old grader lowered its limit after two loops and failed the rest.
    text = CORRECT.replace("(define (fdiscard ", "(define (fdiscard-real ") + """
(define (waste n) (if (= n 0) 0 (waste (- n 1))))
(define (fdiscard list-of-cards list-of-moves goal held-cards)
  (if (eq? (car (car held-cards)) 'H)
      (let loop () (loop))
      (begin (waste 150000)
             (fdiscard-real list-of-cards list-of-moves goal held-cards))))
"""
    path = tmp_path / "picky.rkt"
    path.write_text(text)
    r = grade_in_process(Submission.from_path(path, "picky.rkt"),
                         quick(n=20, step_limit=200_000, submission_steps=10 ** 9))
    tests = [t for t in r.tests if t.function == "fdiscard"]
    loops = [t for t in tests if t.status == "step-limit"]
    assert len(loops) >= 2, "the generated tests should include held cards led by a heart"
    for t in tests:
        assert t.status in ("passed", "step-limit"), t
        assert "lowered" not in t.message
    assert any(t.passed for t in tests[tests.index(loops[1]) + 1:]), \
        "a test after two loops still passes"


LOOPS = HERE / "submissions" / "loops" / "every_function_loops.rkt"


def test_a_submission_whose_every_function_loops_is_contained_by_the_submission_budget():
    sub = Submission.from_path(LOOPS, "every_function_loops.rkt")
    budget = 12_000_000
    config = quick(n=3, step_limit=2_000_000, submission_steps=budget)
    r = grade_in_process(sub, config)
    statuses = {t.status for t in r.tests}
    assert statuses <= {"step-limit", "not-run"} and "not-run" in statuses
    assert r.score == 0
    exhausted = [t for t in r.tests if "submission budget exhausted" in t.message]
    assert exhausted, "the budget ran out before every function had its full-limit test"
    for t in exhausted:
        assert t.status == "not-run" and t.actual == ""          # not a wrong answer
        assert t.message == ("not run: submission budget exhausted (12,000,000 steps or "
                             f"{C.DEFAULT_SUBMISSION_SECONDS:g} s of CPU time per submission)")
    text = renderer("text")([r], {"assignment": "mini-card-game"})
    assert "submission budget exhausted" in text


def test_a_looping_function_pays_the_full_limit_once():
    sub = Submission.from_path(MCG / "infinite_loop.rkt", "infinite_loop.rkt")
    r = grade_in_process(sub, quick(n=3, step_limit=3_000_000))
    tests = [t for t in r.tests if t.function == "fdiscard"]
    hit = [t for t in tests if t.status == "step-limit"]
    assert len(hit) == 1
    rest = [t for t in tests if t.status == "not-run"]
    assert rest and all(f"an earlier test of fdiscard ({hit[0].name}) ran past the step "
                        "limit (3,000,000 steps)" in t.message for t in rest)
    for f in r.functions:                  # every other function was graded in full
        if f.name != "fdiscard":
            assert f.score == f.weight, f
    assert r.score == 90


def test_the_wall_clock_budget_stops_a_submission_and_says_so():
    sub = Submission.from_path(MCG / "infinite_loop.rkt", "infinite_loop.rkt")
    config = quick(n=3, step_limit=10 ** 9, submission_steps=10 ** 12, submission_seconds=3)
    start = time.monotonic()
    r = grade_in_process(sub, config)
    assert time.monotonic() - start < 3 + 30                # the budget, plus slack
    tests = [t for t in r.tests if t.function == "fdiscard"]
    assert tests and {t.status for t in tests} == {"not-run"}
    assert all("submission budget exhausted" in t.message
               and "3 s of CPU time per submission" in t.message
               for t in tests)


def test_budgeted_verdicts_are_the_same_isolated_or_not():
    sub = Submission.from_path(MCG / "infinite_loop.rkt", "infinite_loop.rkt")
    config = quick(n=3, step_limit=3_000_000, submission_steps=10_000_000)
    [isolated], _ = grade_all([sub], config, jobs=1, cache_dir=None)
    inline = grade_in_process(sub, config)
    assert isolated.to_dict() == inline.to_dict()


def test_the_budget_flags_and_rubric_keys(tmp_path):
    from minischeme.cli import build_parser
    from minischeme.grading.cli import _config
    rubric = tmp_path / "r.toml"
    rubric.write_text("[limits]\nsubmission-steps = 7000000\nsubmission-seconds = 60\n")
    args = build_parser().parse_args(["grade", "x.rkt", "--assignment", "mini-card-game",
                                      "--rubric", str(rubric)])
    config = _config(args)
    assert (config.submission_steps, config.submission_seconds) == (7_000_000, 60.0)
    args = build_parser().parse_args(["grade", "x.rkt", "--assignment", "mini-card-game",
                                      "--submission-steps", "5,000,000", "--submission-time",
                                      "30"])
    config = _config(args)
    assert (config.submission_steps, config.submission_seconds) == (5_000_000, 30.0)
    defaults = _config(build_parser().parse_args(["grade", "x.rkt", "--assignment",
                                                  "mini-card-game"]))
    assert defaults.submission_steps == C.DEFAULT_SUBMISSION_STEPS
    assert defaults.step_limit == C.DEFAULT_STEP_LIMIT


@pytest.mark.parametrize("name", ["DEFAULT_STEP_LIMIT", "DEFAULT_SUBMISSION_STEPS",
                                  "DEFAULT_SUBMISSION_SECONDS", "DEFAULT_TIME_LIMIT"])
def test_the_readme_states_each_default(name):
    readme = (HERE.parent / "README.md").read_text()
    value = getattr(C, name)
    shown = f"{value:,}" if isinstance(value, int) else f"{value:g}"
    assert shown in readme, (name, shown)
