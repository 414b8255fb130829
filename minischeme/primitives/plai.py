"""`#lang plai`'s test harness at run time (plai-lib's test-harness.rkt): the helper its
`test`, `test/pred`, `test/exn` and `test/regexp` forms expand into (forms/plai_tests.py),
`error` (plai's: it raises exn:plai), and the parameters and switches that shape the reports.

Each test prints one report: on stdout when it is good, on stderr otherwise --
`good (f 1) at line 3` with `  expected: V` and `  given: V` under it and a blank line,
or, under `(abridged-test-output #t)`, `(good 20 20)`. An exception raised by the tested
expression is the test's result (`exception` with its message), one raised while judging
it is a `pred-exception`; `error`'s exn:plai is the expected kind of failure
(test/exn, test/regexp).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, Parameter, StructInstance, StructType, as_str, is_number, make_list, sym
from minischeme.values.equality import is_equal
from minischeme.values.errors import EXN_FAIL, Raise, is_exn, racket_error
from minischeme.values.ports import current_error, current_output
from minischeme.values.printer import display_string, print_string, write_string
from minischeme.values.runtime import apply_procedure
from .base_io import error_text
from .racket_regexp import regexp_match
from .registry import add, define, library
from .sandbox import limits_exhausted

library("plai")

EXN_PLAI = StructType("exn:plai", [], EXN_FAIL, transparent=True)
EXN_TEST = StructType("exn:test", [], EXN_FAIL)       # halt-on-errors' (test-harness.rkt's own)

ABRIDGED = Parameter(False, None, "abridged-test-output")
EPSILON = Parameter(0.01, None, "test-inexact-epsilon")
CATCH = Parameter(True, None, "plai-catch-test-exn")
IGNORE_EXN_STRINGS = Parameter(False, None, "plai-ignore-exn-strings")
add("abridged-test-output", ABRIDGED)
add("test-inexact-epsilon", EPSILON)
add("plai-catch-test-exn", CATCH)
add("plai-ignore-exn-strings", IGNORE_EXN_STRINGS)

NO_EXPECTED = sym("<no-expected-value>")


class _Switches:
    """print-only-errors and halt-on-errors (set by procedures, not parameters)."""
    print_only_errors = False
    halt_on_errors = False


def reset() -> None:
    """A fresh program's harness settings (a process running more than one program, a test
    suite, must not carry one's `(abridged-test-output #t)` or `(print-only-errors)` into
    the next)."""
    ABRIDGED.value, EPSILON.value, CATCH.value, IGNORE_EXN_STRINGS.value = False, 0.01, True, False
    _Switches.print_only_errors = _Switches.halt_on_errors = False


@define("print-only-errors", 0, 1)
def print_only_errors(on: Any = True) -> Any:
    _Switches.print_only_errors = on is not False
    return VOID


@define("halt-on-errors", 0, 1)
def halt_on_errors(on: Any = True) -> Any:
    _Switches.halt_on_errors = on is not False
    return VOID


@define("error", 1, None)
def plai_error(first: Any, *rest: Any) -> Any:
    """plai's `error` (test-harness.rkt's plai-error, renamed by the language): racket's
    `error` message, raised as exn:plai."""
    raise racket_error(error_text("error", first, rest), EXN_PLAI)


def _is_plai_exn(v: Any) -> bool:
    return type(v) is StructInstance and v.stype.is_subtype_of(EXN_PLAI)


@define("exn:plai?", 1)
def exn_plai_p(v: Any) -> bool:
    return _is_plai_exn(v)


def _message(exn: StructInstance) -> Any:
    return exn.fields[0]


def _equal_enough(x: Any, y: Any) -> bool:
    """test's equal~?: equal?, or two reals within test-inexact-epsilon when one is inexact."""
    if is_equal(x, y):
        return True
    reals = all(is_number(v) and not isinstance(v, complex) for v in (x, y))
    if reals and (isinstance(x, float) or isinstance(y, float)):
        return abs(x - y) < EPSILON.value
    return False


def _judge(kind: str, result: Any, second: Any) -> tuple[Any, Any]:
    """(test-value, expected-value) of a test's result, as each form's predicate makes them."""
    if kind == "test":
        expected = apply_procedure(second, [])
        if _is_plai_exn(result):
            return result, expected
        return _equal_enough(result, expected), expected
    if kind == "test/pred":
        pred, datum = second.car, second.cdr
        if _is_plai_exn(result):
            return result, datum
        return apply_procedure(apply_procedure(pred, []), [result]), datum
    expected = apply_procedure(second, [])
    if not _is_plai_exn(result):
        return False, expected
    if IGNORE_EXN_STRINGS.value is not False:
        return True, expected
    message = as_str(_message(result))
    if kind == "test/exn":
        return as_str(expected) in message, expected
    return regexp_match(expected, _message(result)), expected


def _caught(e: Raise) -> bool:
    return is_exn(e.value) and CATCH.value is not False and not limits_exhausted()


@define("%plai-test", 5)
def plai_test(kind: Any, thunk: Any, second: Any, sexp: Any, line: Any) -> Any:
    """Run one test (its expressions are thunks) and report it (generic-test)."""
    kind = kind.name
    try:
        try:
            result = apply_procedure(thunk, [])
        except Raise as e:
            if not _caught(e):
                raise
            result = e.value
        if _is_plai_exn(result) or not is_exn(result):
            test_value, expected = _judge(kind, result, second)
            outcome = ("exception" if _is_plai_exn(test_value)
                       else "good" if test_value is not False else "bad")
            given = _message(result) if _is_plai_exn(result) else result
            record = [outcome, sexp, given, expected, line]
        else:
            record = ["exception", sexp, _message(result), NO_EXPECTED, line]
    except Raise as e:
        if not _caught(e):
            raise
        record = ["pred-exception", sexp, _message(e.value), NO_EXPECTED, line]
    _report(record)
    return VOID


def _report(record: list) -> None:
    """may-print-result: good tests on stdout, the others on stderr."""
    outcome, sexp, given, expected, line = record
    error = outcome != "good"
    if error or not _Switches.print_only_errors:
        port = current_error() if error else current_output()
        if ABRIDGED.value is not False:
            port.write(f"({outcome} {print_string(given)} {print_string(expected)})\n")
        elif outcome == "exception":
            port.write(f"{outcome} {write_string(sexp)} {line}\n  expected: {display_string(expected)}\n"
                       f"{display_string(given)}\n\n")
        else:
            port.write(f"{outcome} {write_string(sexp)} {line}\n  expected: {print_string(expected)}\n"
                       f"  given: {print_string(given)}\n\n")
    if error and _Switches.halt_on_errors:
        shown = [sym(outcome), sexp, given, expected, line]
        if ABRIDGED.value is not False:
            shown = [sym(outcome), given, expected]
        raise racket_error(f"test failed: {write_string(make_list(shown))}", EXN_TEST)
