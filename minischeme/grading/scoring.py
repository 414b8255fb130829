"""Points: each function's weight shared equally by its tests; staff tests with their own
points; the documentation check's points. Totals count only what was tested."""
from __future__ import annotations

from fractions import Fraction

from . import results as R
from .rubric import Rubric
from .suites import AssignmentSpec


def score(result: R.SubmissionResult, spec: AssignmentSpec, rubric: Rubric) -> None:
    """Fill in the scores of ``result`` (tests, functions, total) in place."""
    buckets: dict[str, list[R.TestResult]] = {f: [] for f in spec.functions}
    extra: list[R.TestResult] = []
    for t in result.tests:
        if t.visibility is None:
            t.visibility = rubric.visibility.get(t.function) or rubric.visibility.get("default")
        if t.status == R.STAFF_ERROR:       # the staff test's own fault: not counted
            t.max_score = t.score = 0.0
        elif t.points is not None:
            extra.append(t)
        elif t.function in buckets:
            buckets[t.function].append(t)
        else:
            t.max_score = t.score = 0.0
    total = Fraction(0)
    maximum = Fraction(0)
    result.functions = []
    for f in spec.functions:
        weight = Fraction(rubric.weight(f, spec.weights[f])).limit_denominator(10_000)
        tests = buckets[f]
        passed = sum(1 for t in tests if t.passed)
        if tests:
            share = weight / len(tests)
            for t in tests:
                t.max_score = _f(share)
                t.score = _f(share if t.passed else 0)
            got = weight * passed / len(tests)
            total += got
            maximum += weight
        else:
            got = Fraction(0)
        result.functions.append(R.FunctionResult(
            name=f, weight=_f(weight), score=_f(got), passed=passed, total=len(tests),
            status=_status(tests, passed), note=_note(tests)))
    for t in extra:
        t.max_score = _f(t.points)
        t.score = _f(t.points if t.passed else 0)
        total += Fraction(t.points).limit_denominator(10_000) if t.passed else 0
        maximum += Fraction(t.points).limit_denominator(10_000)
    if result.docs is not None and result.docs.max_score:
        total += Fraction(result.docs.score).limit_denominator(10_000)
        maximum += Fraction(result.docs.max_score).limit_denominator(10_000)
    result.score = _f(total)
    result.max_score = _f(maximum)
    result.percent = round(float(100 * total / maximum), 2) if maximum else 0.0


def _f(x: Fraction | float | int) -> float:
    return round(float(x), 4)


def _status(tests: list[R.TestResult], passed: int) -> str:
    if not tests:
        return "untested"
    if all(t.status in (R.MISSING, R.MISNAMED) for t in tests):
        return tests[0].status
    if passed == len(tests):
        return "ok"
    return "failed" if passed == 0 else "partial"


def _note(tests: list[R.TestResult]) -> str:
    if tests and all(t.status in (R.MISSING, R.MISNAMED) for t in tests):
        return tests[0].message
    if tests and all(t.status == R.NO_LOAD for t in tests):
        return "the file does not load"
    counts: dict[str, int] = {}
    for t in tests:
        if not t.passed:
            counts[t.status] = counts.get(t.status, 0) + 1
    return ", ".join(f"{n} {s}" for s, n in counts.items())
