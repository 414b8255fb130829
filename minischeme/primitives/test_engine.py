"""test-engine/racket-tests (required into `#lang racket`): the tests `check-expect` and
its kin record (forms/test_engine.py), and `(test)`, which runs every test recorded so far
(all of them again at each call, as Racket's does) and prints Racket's report: `The test
passed!`, `Both tests passed!`, `All N tests passed!`, or the count and each failure with
its values in boxes and its place, every line padded to the widest. A test that raises
shows the message (Racket's `context...:` lines, its own stack, are left out)."""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable

from minischeme.values.data import VOID, MString, MVector, Pair
from minischeme.values.errors import Raise, is_exn, syntax_error_place
from minischeme.values import teaching_errors
from minischeme.values.printer import ERROR_VALUE_PRINTER
from minischeme.values.file_access import current
from minischeme.values.ports import current_output
from minischeme.values.printer import print_string
from minischeme.values.runtime import call
from .registry import define, library

library("test-engine/racket-tests")

# the tests recorded by each running program (keyed by its file access, one a run)
_TESTS: dict[int, tuple[Any, list]] = {}

Test = tuple[str, list, str, int, int]        # kind, its procedures and values, file, line, column


def _recorded() -> list:
    access = current()
    entry = _TESTS.get(id(access))
    if entry is None or entry[0] is not access:
        entry = _TESTS[id(access)] = (access, [])
    return entry[1]


@define("%test-engine-add!", 5)
def add_test(kind: Any, parts: Any, file: Any, line: Any, col: Any) -> Any:
    """Record a test: its kind (check-expect ...), the list of its thunks and values."""
    items = []
    while type(parts) is Pair:
        items.append(parts.car)
        parts = parts.cdr
    _recorded().append((kind.name, items, file if type(file) is str else str(file), line, col))
    return VOID


# ------------------------------------------------------------------ the report

def _boxed(segments: list) -> list[str]:
    """Three lines: text, and values (("box", text)) drawn in boxes."""
    top, middle, bottom = [], [], []
    for seg in segments:
        if type(seg) is tuple:
            width = len(seg[1]) + 2
            top.append("┌" + "─" * width + "┐")
            middle.append(f"│ {seg[1]} │")
            bottom.append("└" + "─" * width + "┘")
        else:
            top.append(" " * len(seg))
            middle.append(seg)
            bottom.append(" " * len(seg))
    return ["        " + "".join(line) for line in (top, middle, bottom)]


def _box(v: Any) -> tuple[str, str]:
    """A value in a box: printed as the teaching language prints it where one is active."""
    printer = ERROR_VALUE_PRINTER[0]
    return ("box", printer(v) if printer is not None else print_string(v))


class _Failure(Exception):
    """A failed test's lines."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines
        self.caused_by = ""     # after the failure's place: where a located error came from


def _message(value: Any) -> str:
    """What a test that raised ``value`` shows (a teaching language words it its way)."""
    return teaching_errors.shown_message(value) if is_exn(value) else print_string(value)


def _run(thunk: Any, on_error: Callable[[str], list[str]]) -> Any:
    try:
        return call(thunk)
    except Raise as r:
        failure = _Failure(on_error(_message(r.value)))
        place = syntax_error_place(r.value)
        if place is not None:       # Racket names the expression a located error came from
            source, line, column = place
            failure.caused_by = (f" caused by expression in {source.rsplit('/', 1)[-1]}, "
                                 f"line {line}, column {column}")
        raise failure from None


def _error_lines(head: list, message: str) -> list[str]:
    return _boxed(head) + ["              " + line for line in message.split("\n")]


def _inexact_or_function(v: Any, which: str) -> str | None:
    from minischeme.values.runtime import is_procedure
    if type(v) is float or type(v) is complex:
        return f"{which} argument of equality cannot be an inexact number, given {print_string(v)}"
    if is_procedure(v):
        return f"{which} argument of equality cannot be a function, given {print_string(v)}"
    return None


def _real(v: Any) -> bool:
    return isinstance(v, (int, float, Fraction)) and not isinstance(v, bool)


def _within(a: Any, b: Any, delta: Any) -> bool:
    """Are a and b equal but for reals (exact or not), which may be delta apart?"""
    from minischeme.values.equality import is_equal
    if _real(a) and _real(b):
        return abs(a - b) <= delta
    if type(a) is Pair and type(b) is Pair:
        return _within(a.car, b.car, delta) and _within(a.cdr, b.cdr, delta)
    if type(a) is MVector and type(b) is MVector:
        return len(a.items) == len(b.items) and all(_within(x, y, delta) for x, y in zip(a.items, b.items))
    return is_equal(a, b)


def _check(kind: str, items: list) -> None:
    """Run one test; a failure raises _Failure with its lines."""
    from minischeme.values.equality import is_equal
    if kind == "check-expect":
        expected = _run(items[1], lambda m: _error_lines(
            ["check-expect encountered the following error instead of the expected value"], m))

        def errored(m: str) -> list[str]:
            return _error_lines(["check-expect encountered the following error instead of the "
                                 "expected value, ", _box(expected), "."], m)
        actual = _run(items[0], errored)
        problem = _inexact_or_function(actual, "first") or _inexact_or_function(expected, "second")
        if problem is not None:
            raise _Failure(errored(problem))
        if not is_equal(actual, expected):
            raise _Failure(_boxed(["Actual value ", _box(actual), " differs from ", _box(expected),
                                   ", the expected value."]))
    elif kind == "check-within":
        expected = call(items[1])
        delta = call(items[2])
        actual = _run(items[0], lambda m: _error_lines(
            ["check-within encountered the following error instead of the expected value, ",
             _box(expected), "."], m))
        if not _within(actual, expected, delta):
            raise _Failure(_boxed(["Actual value ", _box(actual), f" is not within {_box(delta)[1]}"
                                   " of expected value ", _box(expected), "."]))
    elif kind == "check-error":
        expected = call(items[1]) if len(items) > 1 else None
        try:
            value = call(items[0])
        except Raise as r:
            got = _message(r.value)
            if expected is not None:
                text = expected if type(expected) is str else expected.value() \
                    if type(expected) is MString else print_string(expected)
                if got != text:
                    raise _Failure([f"        check-error encountered the following error instead of "
                                    f"the expected {text}"] + ["              " + line for line in got.split("\n")]) from None
            return
        if expected is None:
            raise _Failure(_boxed(["check-error expected an error, but instead received the value ",
                                   _box(value), "."]))
        text = expected if type(expected) is str else expected.value() if type(expected) is MString \
            else print_string(expected)
        raise _Failure(_boxed(["check-error expected the following error, but instead received the "
                               "value ", _box(value), "."]) + ["         " + text])
    elif kind == "check-member-of":
        members = [call(t) for t in items[1:]]
        actual = call(items[0])
        if not any(is_equal(actual, m) for m in members):
            segments: list = ["Actual value ", _box(actual), " differs from all given members in  "]
            for i, m in enumerate(members):
                segments += ([" "] if i else []) + [_box(m)]
            raise _Failure(_boxed(segments + ["."]))
    elif kind == "check-range":
        actual, low, high = (call(t) for t in items[:3])
        if not low <= actual <= high:
            raise _Failure(_boxed(["Actual value ", _box(actual), " is not between ", _box(low),
                                   " and ", _box(high), ", inclusive."]))
    elif kind == "check-satisfied":
        actual = call(items[0])
        pred = call(items[1])
        if call(pred, actual) is False:
            raise _Failure(_boxed(["Actual value ", _box(actual), f" does not satisfy {items[2]}."]))


@define("test", 0)
def test() -> Any:
    """Run the tests recorded so far and print Racket's report."""
    report()
    return VOID


def report() -> tuple[int, int]:
    """Run the tests recorded so far, print Racket's report (nothing when there are none),
    and say how many ran and how many of them failed."""
    tests = _recorded()
    if not tests:
        return 0, 0
    failures: list[list[str]] = []
    for kind, items, file, line, col in tests:
        try:
            _check(kind, items)
        except _Failure as f:
            failures.append(f.lines + [f"in {file}, line {line}, column {col}{f.caused_by}"])
    n = len(tests)
    out = current_output()
    if not failures:
        out.write("The test passed!\n" if n == 1 else "Both tests passed!\n" if n == 2
                  else f"All {n} tests passed!\n")
        return n, 0
    passed = n - len(failures)
    lines = [f"Ran {n} test{'s' if n != 1 else ''}.",
             "0 tests passed." if passed == 0 else f"{len(failures)} of the {n} tests failed.",
             "Check failures:"]
    for f in failures:
        lines += f
    width = max(len(line) for line in lines)
    out.write("".join(line.ljust(width) + "\n" for line in lines))
    return n, len(failures)
