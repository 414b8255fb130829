"""Running one test against a loaded submission: missing functions, limits, strikes, and
the judge's verdict (``judges``). Messages say what was called, what was expected and what
came back, in Racket's notation.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import MultipleValues
from minischeme.running.interpreter import Interpreter, Outcome
from . import results as R
from .judges import Equal, Numeric, OneOf, Raises, Validity, Verdict, show
from .limits import Limited, SubmissionBudget, describe, run_limited
from .submission import missing_note
from .suites.common import TestCase, call_expr, call_text

class Deferred(BaseException):
    """A test (or a judge's call inside it) needed more than the probe's calls: it is run
    again with the full limit once every test had its first run. A BaseException, so that
    no ``except Exception`` on the way (a judge's) swallows it."""


class BudgetExhausted(BaseException):
    """The submission's budget ran out during a test (or a judge's call inside it)."""


class Context:
    """The submission being tested: its interpreter, names, limits and budget.

    Every test runs under the same per-test limits, whatever happened in earlier tests
    (test order never changes a verdict), within what is left of the submission's budget
    (``limits.SubmissionBudget``). ``probing``: the first run of each test, with at most
    ``probe`` calls (``config.PROBE_STEPS``); a test that needs more is deferred
    (``Deferred``) and run again with the full limit after the others. A function whose
    tests got the grading process killed twice (``isolation``) is ``given_up``: its other
    tests are not run.
    """

    def __init__(self, interp: Interpreter, defined: list[str], required: list[str],
                 steps: int, seconds: float, output_limit: int, seed: int,
                 depth: int | None = None, budget: SubmissionBudget | None = None,
                 probe: int | None = None, given_up: frozenset = frozenset()) -> None:
        self.interp = interp
        self.defined = defined
        self.defined_set = set(defined)
        self.required = required
        self.steps = steps
        self.seconds = seconds
        self.output_limit = output_limit
        self.depth = depth
        self.seed = seed
        self.budget = budget or SubmissionBudget(10 ** 18, float("inf"))
        self.probe = probe
        self.probing = False
        self.given_up_functions = set(given_up)
        # functions a test of which ran past the full step limit, with the note their
        # other long tests get (engine._run_deferred)
        self.struck: dict[str, str] = {}

    def is_defined(self, name: str) -> bool:
        return name in self.defined_set

    def given_up(self, function: str) -> bool:
        return function in self.given_up_functions

    def limits(self) -> tuple[int, float, str]:
        """(steps, seconds) for the next run, and what bounds the steps: ``limit`` (the
        per-test limit), ``probe`` or ``budget`` (what is left of the submission's)."""
        steps, bound = self.steps, "limit"
        if self.probing and self.probe is not None and self.probe < steps:
            steps, bound = self.probe, "probe"
        left = self.budget.steps_left()
        if left < steps:
            steps, bound = left, "budget"
        return steps, min(self.seconds, self.budget.seconds_left()), bound

    def run_thunk(self, thunk: Callable[[], Outcome], seed: int) -> Limited:
        """Run under the limits, charge the budget, and raise ``Deferred`` or
        ``BudgetExhausted`` when that, not the per-test limit, stopped the run."""
        if self.budget.exhausted():
            raise BudgetExhausted
        steps, seconds, bound = self.limits()
        limited = run_limited(thunk, max(steps, 1), seconds, self.output_limit, seed=seed,
                              depth=self.depth)
        self.budget.charge(limited)
        stopped = limited.reason == "step-limit" or limited.steps_hit
        if stopped and bound == "probe":
            raise Deferred
        if (stopped and bound == "budget") or (
                limited.reason == "timeout" and seconds < self.seconds):
            raise BudgetExhausted
        return limited

    def run(self, expr: Any, index: int, function: str = "") -> Limited:
        return self.run_thunk(lambda: self.interp.eval_datum(expr),
                              seed=self.seed * 1_000_003 + index)

    def call(self, function: str, *args: Any) -> Limited | None:
        """Call another of the student's functions (a judge needs it); None if missing
        or given up on."""
        if not self.is_defined(function) or self.given_up(function) or function in self.struck:
            return None
        return self.run(call_expr(function, *args), 0, function)


def run_test(test: TestCase, ctx: Context, index: int) -> R.TestResult:
    """Run one test and judge it (without points: ``scoring`` assigns those)."""
    result = R.TestResult(name=test.name, function=test.function, kind=test.kind,
                          call=test.call, expected=_expected_text(test), actual="",
                          status=R.PASSED, points=test.points, visibility=test.visibility)
    for name in test.requires:
        if not ctx.is_defined(name):
            status, note = missing_note(name, ctx.defined, ctx.required)
            result.status, result.message = status, note
            return result
    if ctx.given_up(test.function):
        result.status = R.NOT_RUN
        result.message = (f"not run: tests of {test.function} got the grading process "
                          "killed twice (out of memory, or a computation no limit could stop)")
        return result
    try:
        if test.case is not None:
            return _run_case(test, ctx, index, result)
        return _run_call(test, ctx, index, result)
    except BudgetExhausted:
        result.status, result.actual = R.NOT_RUN, ""
        result.message = ctx.budget.exhausted_message()
        return result


def _run_call(test: TestCase, ctx: Context, index: int, result: R.TestResult) -> R.TestResult:
    """A generated test (or a text's example): call, then judge the value."""
    steps, seconds = ctx.steps, ctx.seconds
    limited = ctx.run(test.expr, index, test.function)
    result.output = limited.output
    outcome = limited.outcome
    if limited.reason in ("timeout", "step-limit", "exit"):
        result.status = {"timeout": R.TIMEOUT, "step-limit": R.STEP_LIMIT, "exit": R.EXIT}[
            limited.reason]
        result.message = describe(limited, steps, seconds)
        result.actual = "no value"
        return result
    if outcome.error is not None:
        if test.judge.expects_error:
            verdict = test.judge.judge_error(outcome)
            result.actual = "raises " + (show(outcome.raised) if outcome.raised is not None
                                         and not _is_exn(outcome.raised) else outcome.error)
            if not verdict.passed:
                result.status, result.message = R.WRONG, verdict.message
            return result
        result.status = R.ERROR
        result.actual = "error"
        result.message = describe(limited, steps, seconds)
        return result
    value = outcome.value
    if type(value) is MultipleValues:
        result.status = R.WRONG
        result.actual = " ".join(show(v) for v in value.values)
        result.message = f"returned {len(value.values)} values, expected 1"
        return result
    result.actual = show(value)
    try:
        verdict = test.judge.judge(value, ctx)
    except (Deferred, BudgetExhausted):
        raise
    except Exception as e:  # a judge bug must not stop grading; say so
        verdict = Verdict(False, f"internal error in the grader's judge: {type(e).__name__}: {e}")
    if verdict.expected is not None:
        result.expected = verdict.expected
    if not verdict.passed:
        result.status = R.WRONG
        result.message = verdict.message
    return result


def _expected_text(test: TestCase) -> str:
    if test.judge is not None:
        return test.judge.expected_text
    if test.case is not None:
        return "\n".join(getattr(test.case, "expected", []) or [])
    return ""


def _is_exn(v: Any) -> bool:
    from minischeme.values.errors import is_exn
    return is_exn(v)


def _run_case(test: TestCase, ctx: Context, index: int, result: R.TestResult) -> R.TestResult:
    """A transcript case, replayed by minischeme.running.transcripts.run_case under the limits.

    A staff case that hits a limit without mentioning any name the submission defines
    never ran the student's code: that is the staff test's own error (``STAFF_ERROR``, not
    counted), not the student's failure."""
    from minischeme.running.transcripts import run_case
    box: list[Any] = []

    def thunk() -> Outcome:
        box.append(run_case(ctx.interp, test.case, test.notation))
        return Outcome()
    try:
        limited = ctx.run_thunk(thunk, seed=ctx.seed * 1_000_003 + index)
    except Exception as e:
        result.status = R.ERROR
        result.message = f"internal error replaying the transcript case: {type(e).__name__}: {e}"
        return result
    result.output = limited.output
    hit = limited.reason in ("timeout", "step-limit", "recursion", "memory") or limited.steps_hit
    if hit and test.kind == "staff" and not _mentions_student_code(test, ctx):
        result.status = R.STAFF_ERROR
        result.actual = "no value"
        result.message = ("error in the staff test itself, not counted: it calls none of the "
                          "submission's functions, yet " + (describe(limited, ctx.steps, ctx.seconds)
                                                            if not box else box[0].message))
        return result
    if not box:
        result.status = {"timeout": R.TIMEOUT, "step-limit": R.STEP_LIMIT}.get(limited.reason,
                                                                             R.ERROR)
        result.message = describe(limited, ctx.steps, ctx.seconds)
        return result
    cr = box[0]
    result.expected = cr.expected
    result.actual = cr.actual
    if not cr.passed:
        result.status = R.TIMEOUT if limited.reason == "timeout" else \
            R.STEP_LIMIT if limited.steps_hit else R.WRONG
        result.message = cr.message
    return result


def _mentions_student_code(test: TestCase, ctx: Context) -> bool:
    """Whether a case's expression names anything the submission defined (the only way it
    can run the student's code: submissions get no eval)."""
    from .suites.transcripts import mentioned
    return bool(mentioned(test.case.source, ctx.defined))


__all__ = ["Equal", "OneOf", "Numeric", "Raises", "Validity", "Verdict", "Context", "run_test",
           "show", "call_text"]
