"""Running one test against a loaded submission: missing functions, limits, strikes, and
the judge's verdict (``judges``). Messages say what was called, what was expected and what
came back, in Racket's notation.
"""
from __future__ import annotations

from typing import Any

from ..data import MultipleValues
from ..interpreter import Interpreter, Outcome
from . import results as R
from .judges import Equal, Numeric, OneOf, Raises, Validity, Verdict, show
from .limits import Limited, describe, run_limited
from .submission import missing_note
from .suites.common import TestCase, call_expr, call_text

class Context:
    """The submission being tested: its interpreter, names, limits, and strike counts.

    A function whose tests run out of steps or stack ``strikes`` times is presumed to loop:
    its later tests run with a twentieth of the step limit, so a loop costs seconds, not
    minutes, while its quick cases still pass (deterministic, like the step limit). One that
    runs out of memory or wall-clock time ``strikes`` times has its later tests not run
    (those limits are backstops, slow to reach, and machine-dependent anyway).
    """

    def __init__(self, interp: Interpreter, defined: list[str], required: list[str],
                 steps: int, seconds: float, output_limit: int, seed: int, strikes: int,
                 depth: int | None = None) -> None:
        self.interp = interp
        self.defined = defined
        self.defined_set = set(defined)
        self.required = required
        self.steps = steps
        self.seconds = seconds
        self.output_limit = output_limit
        self.depth = depth
        self.seed = seed
        self.max_strikes = strikes
        self.strikes: dict[str, int] = {}
        self.hard_strikes: dict[str, int] = {}

    def is_defined(self, name: str) -> bool:
        return name in self.defined_set

    def struck(self, function: str) -> bool:
        return self.strikes.get(function, 0) >= self.max_strikes

    def steps_for(self, function: str) -> int:
        return max(self.steps // 20, 20_000) if self.struck(function) else self.steps

    def seconds_for(self, function: str) -> float:
        return self.seconds

    def given_up(self, function: str) -> bool:
        return self.hard_strikes.get(function, 0) >= self.max_strikes

    def run(self, expr: Any, index: int, function: str = "") -> Limited:
        return run_limited(lambda: self.interp.eval_datum(expr), self.steps_for(function),
                           self.seconds_for(function), self.output_limit,
                           seed=self.seed * 1_000_003 + index, depth=self.depth)

    def call(self, function: str, *args: Any) -> Limited | None:
        """Call another of the student's functions (a judge needs it); None if missing
        or given up on."""
        if not self.is_defined(function) or self.given_up(function):
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
        result.message = (f"not run: {test.function} ran out of memory or time on "
                          f"{ctx.max_strikes} earlier tests")
        return result
    if test.case is not None:
        return _run_case(test, ctx, index, result)
    steps = ctx.steps_for(test.function)
    limited = ctx.run(test.expr, index, test.function)
    result.output = limited.output
    _count_strike(ctx, test.function, limited.reason)
    outcome = limited.outcome
    if limited.reason in ("timeout", "step-limit", "exit"):
        result.status = {"timeout": R.TIMEOUT, "step-limit": R.STEP_LIMIT, "exit": R.EXIT}[
            limited.reason]
        result.message = describe(limited, steps, ctx.seconds_for(test.function))
        if steps != ctx.steps and limited.reason == "step-limit":
            result.message += (f" (the limit for {test.function} was lowered after it "
                               f"exceeded {ctx.steps:,} calls {ctx.max_strikes} times)")
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
        result.message = describe(limited, steps, ctx.seconds_for(test.function))
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
    from ..errors import is_exn
    return is_exn(v)


def _count_strike(ctx: Context, function: str, reason: str) -> None:
    if reason in ("step-limit", "recursion"):
        ctx.strikes[function] = ctx.strikes.get(function, 0) + 1
    elif reason in ("timeout", "memory"):
        ctx.hard_strikes[function] = ctx.hard_strikes.get(function, 0) + 1


def _run_case(test: TestCase, ctx: Context, index: int, result: R.TestResult) -> R.TestResult:
    """A transcript case, replayed by minischeme.transcripts.run_case under the limits."""
    from ..transcripts import run_case
    box: list[Any] = []

    def thunk() -> Outcome:
        box.append(run_case(ctx.interp, test.case, test.notation))
        return Outcome()
    try:
        limited = run_limited(thunk, ctx.steps_for(test.function),
                              ctx.seconds_for(test.function), ctx.output_limit,
                              seed=ctx.seed * 1_000_003 + index, depth=ctx.depth)
    except Exception as e:
        result.status = R.ERROR
        result.message = f"internal error replaying the transcript case: {type(e).__name__}: {e}"
        return result
    result.output = limited.output
    if not box:
        result.status = R.ERROR
        result.message = describe(limited, ctx.steps, ctx.seconds)
        return result
    cr = box[0]
    result.expected = cr.expected
    result.actual = cr.actual
    text = f"{cr.actual}\n{cr.message}"
    if limited.reason == "timeout":
        reason = "timeout"
    elif "step limit exceeded" in text:
        reason = "step-limit"
    else:
        reason = "ok"
    _count_strike(ctx, test.function, reason)
    if not cr.passed:
        result.status = {"timeout": R.TIMEOUT, "step-limit": R.STEP_LIMIT}.get(reason, R.WRONG)
        result.message = cr.message
    return result


__all__ = ["Equal", "OneOf", "Numeric", "Raises", "Validity", "Verdict", "Context", "run_test",
           "show", "call_text"]
