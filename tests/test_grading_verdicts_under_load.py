"""A verdict depends on the submission alone, not on the machine's load: real loops graded
on an idle machine and beside four busy processes get the same results, to the letter.

Steps decide every verdict (a call, or eight cells a primitive walks), and the time
backstops are CPU time of the grading process (``cpu_time.cpu_clock``), which other
processes do not advance. Under the old wall-clock backstops a busy machine turned "step
limit" verdicts into "time limit exceeded" ones and spent the submission's time budget.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import grade_in_process
from minischeme.grading.limits import run_limited
from minischeme.grading.submission import Submission
from minischeme.running.interpreter import Interpreter

HERE = Path(__file__).parent
LOOPING = [HERE / "submissions" / "mini-card-game" / "infinite_loop.rkt",
           HERE / "submissions" / "loops" / "every_function_loops.rkt"]


def _config() -> GradeConfig:
    # small limits, so that both files spend their budgets: every loop is stopped by steps
    return GradeConfig("mini-card-game", n=2, docs=False, transcripts=False,
                       step_limit=1_000_000, submission_steps=12_000_000)


def _verdicts(results) -> list:
    """Everything a student sees of each test: status, message, score (no timings)."""
    return [(r.submission, r.score, [(t.name, t.status, t.message, t.actual, t.score)
                                     for t in r.tests]) for r in results]


def _grade() -> list:
    subs = [Submission.from_path(p, p.name) for p in LOOPING]
    results, _ = grade_all(subs, _config(), jobs=1, cache_dir=None)
    return _verdicts(sorted(results, key=lambda r: r.submission))


@pytest.fixture(scope="module")
def idle_verdicts():
    return _grade()


def test_looping_submissions_are_stopped_by_steps(idle_verdicts):
    statuses = {status for _, _, tests in idle_verdicts for _, status, *_ in tests}
    assert "step-limit" in statuses and "timeout" not in statuses and "killed" not in statuses


def test_the_same_verdicts_beside_four_busy_processes(idle_verdicts, busy_machine):
    assert _grade() == idle_verdicts


def test_a_loop_whose_primitive_does_the_work_is_stopped_by_the_step_count():
    # each round is one call, and `length` walks a list one longer each time: only the cells
    # charged by charge_work stop it at a million steps, long before a minute of CPU
    interp = Interpreter()
    interp.eval_string("(define (grow l) (if (>= (length l) 0) (grow (cons 1 l)) 0))")
    limited = run_limited(lambda: interp.eval_string("(grow '())")[0], 1_000_000, 600.0, 1000)
    assert limited.reason == "step-limit", limited.outcome.error
    assert "more than 1,000,000 steps, in `grow`" in limited.outcome.error


@pytest.mark.parametrize("loop", [
    "(let a ((l '())) (a (append l (list 1))))",
    "(let s ((t \"\")) (s (string-append t \"x\")))",
    "(let r ((l '(1))) (r (reverse (cons 1 l))))",
    "(let m ((l '())) (if (member 2 l) 0 (m (cons 1 l))))",
])
def test_other_primitives_that_walk_a_growing_value_are_charged(loop):
    interp = Interpreter()
    limited = run_limited(lambda: interp.eval_string(loop)[0], 400_000, 600.0, 1000)
    assert limited.reason == "step-limit", limited.outcome.error
    # far fewer rounds than steps: the primitive's cells were counted
    assert limited.steps == 400_000


def test_the_looping_procedure_is_named_not_the_helper_it_was_calling():
    # card-rank is called twice a round; the loop that never ends is in fdiscard
    sub = Submission.from_path(LOOPING[0], "infinite_loop.rkt")
    r = grade_in_process(sub, _config())
    [hit] = [t for t in r.tests if t.status == "step-limit"]
    assert "in `fdiscard` at infinite_loop.rkt:85:0" in hit.message
    assert "card-rank" not in hit.message


def test_a_long_sleep_is_stopped_by_the_step_count_at_once():
    # sleep takes no CPU, so no CPU-time backstop would stop it: under a step limit a
    # second of sleep counts a million steps
    interp = Interpreter()
    limited = run_limited(lambda: interp.eval_string("(sleep 1000000)")[0], 20_000_000,
                          600.0, 1000)
    assert limited.reason == "step-limit", limited.outcome.error
    short = run_limited(lambda: interp.eval_string("(begin (sleep 0.01) 'done)")[0],
                        20_000_000, 600.0, 1000)
    assert short.reason == "ok" and short.steps >= 10_000
