"""A function that recurses 100,000 deep passes under the grader's default limits, however
it is written: with `if`, with `match`, or with a `for/first` in its body (Racket prints
100000 for all three). Every form counts depth alike, so the way a correct program is
written cannot cost a student points.
"""
from __future__ import annotations

import shutil
import subprocess

import pytest

from minischeme.grading.config import GradeConfig
from minischeme.grading.limits import run_limited
from minischeme.running.interpreter import Interpreter
from minischeme.values.runtime import BUDGET

DEEP = {
    "if": "(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1)))))",
    "match": "(define (deep n) (match n [0 0] [_ (+ 1 (deep (- n 1)))]))",
    "for/first": "(define (deep n)\n"
                 "  (if (= n 0) 0 (+ (for/first ([i (in-range 1 2)]) i) (deep (- n 1)))))",
    "cond": "(define (deep n) (cond [(zero? n) 0] [else (+ 1 (deep (- n 1)))]))",
    "for/fold": "(define (deep n)\n"
                "  (if (= n 0) 0 (+ (for/fold ([s 0]) ([i (in-list '(1))]) (+ s i)) (deep (- n 1)))))",
    "match-lambda": "(define deep (match-lambda [0 0] [n (+ 1 (deep (- n 1)))]))",
    "let-values": "(define (deep n)\n"
                  "  (let-values ([(a b) (values 1 (- n 1))]) (if (= n 0) 0 (+ a (deep b)))))",
    "define-values": "(define (deep n)\n"
                     "  (define-values (a b) (values 1 (- n 1)))\n"
                     "  (if (= n 0) 0 (+ a (deep b))))",
    "case-lambda": "(define deep (case-lambda [(n) (if (= n 0) 0 (+ 1 (deep (- n 1))))] [(a b) 0]))",
}


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None


def graded_value(definition: str, call: str = "(deep 100000)") -> tuple[str, object]:
    """Load ``definition`` as a submission and evaluate ``call`` the way the grader runs a
    test: ``run_limited`` with every limit at its default (grading/config.py)."""
    config = GradeConfig("mini-card-game")
    interp = Interpreter()
    loaded = interp.load_text(f"#lang racket\n{definition}\n", "student.rkt")
    assert loaded.error is None, loaded.error
    box = []

    def thunk():
        outcome = interp.eval_string(call)[0]
        box.append(outcome)
        return outcome
    limited = run_limited(thunk, config.step_limit, config.time_limit, config.output_limit,
                          depth=config.depth_limit)
    outcome = box[0] if box else None
    return limited.reason, (outcome.error or outcome.value) if outcome else None


@pytest.mark.parametrize("form", DEEP)
def test_recursion_100000_deep_passes_under_the_default_grading_limits(form):
    reason, value = graded_value(DEEP[form])
    assert (reason, value) == ("ok", 100_000)


def test_the_default_depth_limit_still_stops_runaway_recursion_written_with_match():
    reason, value = graded_value("(define (forever n) (match n [_ (+ 1 (forever n))]))",
                                 "(forever 1)")
    assert reason == "recursion"


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
@pytest.mark.parametrize("form", ["if", "match", "for/first", "case-lambda"])
def test_racket_prints_100000_for_each_deep_recursion(form):
    program = f"#lang racket\n{DEEP[form]}\n(deep 100000)\n"
    run = subprocess.run(["racket", "-e", program.replace("#lang racket\n", "")],
                         capture_output=True, text=True, timeout=120)
    assert run.stdout.strip() == "100000", run.stderr
