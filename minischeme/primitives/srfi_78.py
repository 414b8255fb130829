"""srfi/78 (lightweight testing): `check` reports each check as Racket's srfi/78 does,

    (+ 1 2)
     => 3
     ; correct

and `check-report` sums them up (`; *** checks *** : 1 correct, 2 failed. First failed
example: ...`); `check-set-mode!`, `check-reset!`, `check-passed?`. Values are written with
pretty-write, as srfi/78's check:write does. The `check` form is in
minischeme/forms/library_forms.py; the counts belong to the running program.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, Symbol
from minischeme.values.errors import racket_error
from minischeme.values.ports import current_output
from minischeme.values.pretty import pretty_string
from minischeme.values.printer import print_string
from minischeme.values.runtime import call
from .base_lists import to_pylist
from .registry import define, library

library("srfi/78")

_MODES = {"off": 0, "summary": 1, "report-failed": 10, "report": 100}


class _State:
    mode = 100
    correct = 0
    failed: list[tuple[Any, Any, Any]] = []     # newest first, as srfi/78 conses them


STATE = _State()


def reset() -> None:
    """A fresh program's srfi/78 state (mode report, no checks counted)."""
    STATE.mode = 100
    STATE.correct = 0
    STATE.failed = []


def _write(v: Any) -> None:
    current_output().write(pretty_string(v, mode="write") + "\n")


def _report_expression(expression: Any) -> None:
    out = current_output()
    out.write("\n")
    _write(expression)
    out.write(" => ")


def _report_actual(actual: Any) -> None:
    _write(actual)
    current_output().write(" ; ")


def _report_failed(expected: Any) -> None:
    out = current_output()
    out.write("*** failed ***\n ; expected result: ")
    _write(expected)
    out.write("\n")


@define("%srfi78-check", 4)
def check(expression: Any, thunk: Any, equal: Any, expected: Any) -> Any:
    """One `(check expr (=> equal) expected)`: ``thunk`` computes expr; ``equal`` and
    ``expected`` are thunks too (nothing is evaluated when the mode is off)."""
    mode = STATE.mode
    if mode < 1:
        return VOID
    same = call(equal)
    want = call(expected)
    if mode == 100:
        _report_expression(expression)
    actual = call(thunk)
    ok = call(same, actual, want) is not False
    if mode == 100:
        _report_actual(actual)
        if ok:
            current_output().write("correct\n")
        else:
            _report_failed(want)
    elif mode == 10 and not ok:
        _report_expression(expression)
        _report_actual(actual)
        _report_failed(want)
    if ok:
        STATE.correct += 1
    else:
        STATE.failed.insert(0, (expression, actual, want))
    return VOID


@define("%srfi78-check-ec", 2)
def check_ec(form: Any, thunk: Any) -> Any:
    """One `check-ec`: ``thunk`` gives (failure cases), the failure #f or (expression
    actual expected); ``form`` is the check as srfi/78 shows a correct one."""
    mode = STATE.mode
    if mode < 1:
        return VOID
    failure, cases = to_pylist(call(thunk))
    if failure is False:
        if mode >= 100:
            _report_expression(form)
            _report_actual(VOID)
            current_output().write("correct" + ("" if cases == 1 else f" ({cases} cases checked)")
                                   + "\n")
        STATE.correct += 1
        return VOID
    expression, actual, expected = to_pylist(failure)
    if mode >= 10:
        _report_expression(expression)
        _report_actual(actual)
        _report_failed(expected)
    STATE.failed.insert(0, (expression, actual, expected))
    return VOID


@define("check-report", 0)
def check_report() -> Any:
    """The summary line, and the first failed check in full (unless the mode is summary)."""
    if STATE.mode < 1:
        return VOID
    out = current_output()
    out.write(f"\n; *** checks *** : {STATE.correct} correct, {len(STATE.failed)} failed.")
    if not STATE.failed or STATE.mode <= 1:
        out.write("\n")
        return VOID
    expression, actual, expected = STATE.failed[-1]
    out.write(" First failed example:\n")
    _report_expression(expression)
    _report_actual(actual)
    _report_failed(expected)
    return VOID


@define("check-set-mode!", 1)
def check_set_mode(mode: Any) -> Any:
    """'off, 'summary, 'report-failed or 'report."""
    if type(mode) is not Symbol or mode.name not in _MODES:
        raise racket_error(f"unrecognized mode {print_string(mode)}")
    STATE.mode = _MODES[mode.name]
    return VOID


@define("check-reset!", 0)
def check_reset() -> Any:
    STATE.correct = 0
    STATE.failed = []
    return VOID


@define("check-passed?", 1)
def check_passed_p(expected_total: Any) -> bool:
    return not STATE.failed and STATE.correct == expected_total
