"""rackunit at run time: the helpers its check forms expand into (`%check`, `%test-case`,
`%test-suite`), `run-tests`, and the log of what ran (``LOG``).

Failure blocks go to the current error port in rackunit's format, as rackunit's do. The
check forms themselves are in checks.py.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (NIL, VOID, Box, MVector, Pair, Regexp, StructInstance, as_str, is_number,
                    list_to_python, make_list, sym)
from minischeme.values.equality import is_eq, is_equal, is_eqv
from minischeme.values.errors import Raise, error_message, is_exn
from minischeme.values.ports import current_error, current_output
from minischeme.values.printer import print_string, write_string
from minischeme.values.runtime import apply_procedure
from .registry import define, library
from .sandbox import limits_exhausted

library("rackunit")

DASHES = "-" * 20

CHECKS = {
    # name: (number of required args, kind)
    "check-equal?": 2, "check-not-equal?": 2, "check-eq?": 2, "check-not-eq?": 2, "check-eqv?": 2,
    "check-not-eqv?": 2, "check-within": 3,
    "check-true": 1, "check-false": 1, "check-not-false": 1, "check-pred": 2, "check-=": 3,
    "check-exn": 2, "check-not-exn": 1, "check": 3,
    "check-match": 3,   # its own form (checks.py): the value, the matcher, the pattern
}


class TestLog:
    """Counts what `minischeme test` (like `raco test`) reports: each top-level check and
    each test-case is one test."""

    def __init__(self) -> None:
        self.total = 0
        self.failed = 0      # tests that failed or raised (the ERROR blocks)
        self.errors = 0      # of which raised
        self.case_errored = False
        self.case_name: list[str] = []  # enclosing suite and test-case names
        self.case_depth = 0  # how many test-cases are running
        self.case_failed = False

    def reset(self) -> None:
        self.__init__()


LOG = TestLog()


# ------------------------------------------------------------------ running checks

def _report(kind: str, name: str, location: str, fields: list[tuple[str, str]], extra: str = "") -> None:
    width = max([9] + [len(k) for k, _ in fields]) + 3
    lines = [DASHES]
    if LOG.case_name:
        names = [n for n in LOG.case_name if n]
        if LOG.case_depth == 0 or not names:
            names.append("Unnamed test")
        lines.append(" > ".join(names))
    lines.append(kind)
    for key, value in [("name", name), ("location", location)] + fields:
        lines.append(f"{key}:".ljust(width) + value)
    if extra:
        lines.append("")
        lines.append(extra)
    lines.append(DASHES)
    current_error().write("\n".join(lines) + "\n")


def _params(values: list) -> str:
    return print_string(make_list(values))


@define("%check", 4)
def run_check(name: str, location: str, source: str, thunks: Any) -> Any:
    """Run one rackunit check: report FAILURE or ERROR blocks, count it."""
    thunks = list_to_python(thunks)
    in_case = LOG.case_depth > 0
    if not in_case:
        LOG.total += 1
    try:
        ok, fields = _evaluate(name, thunks)
    except Raise as e:
        if limits_exhausted():
            raise
        _report("ERROR", name, location, [], error_message(e.value))
        _note_failure(in_case, error=True)
        return VOID
    if not ok:
        _report("FAILURE", name, location, fields)
        _note_failure(in_case)
    return VOID


def _note_failure(in_case: bool, error: bool = False) -> None:
    if in_case:
        LOG.case_failed = True
        LOG.case_errored = LOG.case_errored or error
    else:
        LOG.failed += 1
        LOG.errors += error


def _evaluate(name: str, thunks: list) -> tuple[bool, list[tuple[str, str]]]:
    """Decide a check; the fields are what the failure block shows."""
    def val(i: int) -> Any:
        return apply_procedure(thunks[i], [])

    message: list[tuple[str, str]] = []
    n_required = CHECKS.get(name, 0)
    if name != "fail" and len(thunks) > n_required:
        message = [("message", print_string(val(n_required)))]
    if name in ("check-equal?", "check-eq?", "check-eqv?"):
        actual, expected = val(0), val(1)
        same = {"check-equal?": is_equal, "check-eq?": is_eq, "check-eqv?": is_eqv}[name]
        return same(actual, expected), message + [("actual", print_string(actual)),
                                                  ("expected", print_string(expected))]
    if name == "check-within":
        actual, expected, eps = val(0), val(1), val(2)
        return _within(actual, expected, eps), message + [("actual", print_string(actual)),
                                                          ("expected", print_string(expected))]
    if name in ("check-not-equal?", "check-not-eq?", "check-not-eqv?"):
        a, b = val(0), val(1)
        same = {"check-not-equal?": is_equal, "check-not-eq?": is_eq,
                "check-not-eqv?": is_eqv}[name]
        return not same(a, b), [("params", _params([a, b]))] + message
    if name in ("check-true", "check-false", "check-not-false"):
        v = val(0)
        ok = {"check-true": v is True, "check-false": v is False, "check-not-false": v is not False}[name]
        return ok, [("params", _params([v]))] + message
    if name == "check-pred":
        pred, v = val(0), val(1)
        return apply_procedure(pred, [v]) is not False, [("params", _params([pred, v]))] + message
    if name == "check-=":
        a, b, eps = val(0), val(1), val(2)
        return abs(a - b) <= eps, [("params", _params([a, b, eps]))] + message
    if name == "check":
        op, a, b = val(0), val(1), val(2)
        return apply_procedure(op, [a, b]) is not False, [("params", _params([op, a, b]))] + message
    if name == "check-exn":
        return _check_exn(val(0), thunks[1], message)
    if name == "check-match":
        actual, matched, pattern = val(0), val(1), val(2)
        return matched is not False, [("actual", print_string(actual)),
                                      ("expected", print_string(pattern))]
    if name == "check-not-exn":
        thunk = val(0)
        try:
            apply_procedure(thunk, [])
        except Raise as e:
            if limits_exhausted():
                raise
            return False, [("params", _params([thunk]))] + message + [("message", '"Exception raised"'),
                                     ("exception-message", print_string(error_message(e.value)))]
        return True, []
    if name == "fail":
        text = val(0) if thunks else "explicit fail"
        return False, [("params", "'()"), ("message", print_string(text))]
    return False, []


def _within(a: Any, b: Any, eps: Any) -> bool:
    """check-within's comparison: equal?, except that numbers (also inside pairs, vectors,
    boxes and transparent structs) need only be within eps of each other."""
    if is_number(a) and is_number(b):
        return abs(a - b) <= eps
    if type(a) is Pair and type(b) is Pair:
        return _within(a.car, b.car, eps) and _within(a.cdr, b.cdr, eps)
    if type(a) is MVector and type(b) is MVector:
        return len(a.items) == len(b.items) and all(_within(x, y, eps)
                                                    for x, y in zip(a.items, b.items))
    if type(a) is Box and type(b) is Box:
        return _within(a.value, b.value, eps)
    if (type(a) is StructInstance and type(b) is StructInstance and a.stype is b.stype
            and (a.stype.transparent or a.stype.prefab)):
        return all(_within(x, y, eps) for x, y in zip(a.fields, b.fields))
    return is_equal(a, b)


def _check_exn(pred: Any, thunk_thunk: Any, message: list) -> tuple[bool, list]:
    thunk = apply_procedure(thunk_thunk, [])
    try:
        apply_procedure(thunk, [])
    except Raise as e:
        if limits_exhausted():
            raise
        if type(pred) is Regexp:  # check-exn with a regexp: match the message
            ok = bool(pred.compiled.search(error_message(e.value))) if is_exn(e.value) else False
        else:
            ok = apply_procedure(pred, [e.value]) is not False
        if ok:
            return True, []
        fields = message + [("message", '"Wrong exception raised"')]
        if is_exn(e.value):
            fields.append(("exn-message", print_string(e.value.fields[0])))
        fields.append(("exn", write_string(e.value)))
        return False, fields
    return False, [("params", _params([pred, thunk]))] + (message or [("message", '"No exception raised"')])


@define("%test-case", 2)
def run_test_case(name: Any, thunk: Any) -> Any:
    """Run a test case: its checks report under its name, and it counts as one test."""
    LOG.case_name.append(as_str(name) or "")
    LOG.case_depth += 1
    outer_failed, outer_errored = LOG.case_failed, LOG.case_errored
    LOG.case_failed = LOG.case_errored = False
    LOG.total += 1
    try:
        apply_procedure(thunk, [])
    except Raise as e:
        if limits_exhausted():
            raise
        _report("ERROR", "test-case", "", [], error_message(e.value))
        LOG.case_failed = LOG.case_errored = True
    finally:
        if LOG.case_failed:
            LOG.failed += 1
            LOG.errors += LOG.case_errored
        LOG.case_depth -= 1
        LOG.case_name.pop()
        LOG.case_failed, LOG.case_errored = outer_failed, outer_errored
    return VOID


class TestSuite:
    def __init__(self, name: str, thunks: list) -> None:
        self.name = name
        self.thunks = thunks

    def racket_repr(self) -> str:
        return "#<test-suite>"


@define("%test-suite", 2)
def make_test_suite(name: Any, thunks: Any) -> TestSuite:
    """A suite: its tests run when run-tests is called."""
    return TestSuite(as_str(name) or "", list_to_python(thunks))


def _run_suite(suite: TestSuite) -> None:
    """Run a suite's tests under its name; a suite inside it runs in turn."""
    LOG.case_name.append(suite.name)
    try:
        for thunk in suite.thunks:
            result = apply_procedure(thunk, [])
            if isinstance(result, TestSuite):
                _run_suite(result)
    finally:
        LOG.case_name.pop()


@define("run-tests", 1, 2)
def run_tests(suite: Any, mode: Any = None) -> int:
    """Run a suite; print rackunit/text-ui's summary; return failures + errors."""
    before_total, before_failed, before_errors = LOG.total, LOG.failed, LOG.errors
    _run_suite(suite)
    total = LOG.total - before_total
    failed = LOG.failed - before_failed
    errors = LOG.errors - before_errors
    summary = (f"{total - failed} success(es) {failed - errors} failure(s) {errors} error(s) "
               f"{total} test(s) run\n")
    if mode is not sym("quiet"):
        (current_error() if failed else current_output()).write(summary)
    return failed

