"""Judges: how a test decides whether the value a student's function returned is right.

``Equal`` (Racket's ``equal?`` with the reference's value), ``OneOf`` (several accepted
answers), ``SameElements`` (a list whose order the text leaves free), ``Numeric`` (80 and
80.0 alike), ``Raises`` (an error that must be raised, or the
very value given), ``Validity`` (a property every valid answer has: the strategy-dependent
functions). A judge's ``expected_text`` says what was expected in Racket's notation.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

from minischeme.values.data import is_list, list_to_python
from minischeme.values.equality import is_equal
from minischeme.running.interpreter import Outcome
from minischeme.values.errors import Raise, error_message
from minischeme.values.printer import print_prefix
from minischeme.values.runtime import BUDGET

SHOWN = 1500        # characters of a value shown in a report


SHOW_STEPS = 1_000_000     # steps a struct's prop:custom-write may take to print a value


def show(v: Any) -> str:
    """``v`` as Racket prints it, cut after SHOWN characters (printing no more than that:
    a student's value may be enormous, or share its parts exponentially often). A struct's
    prop:custom-write runs the student's code: outside a limited run, it gets SHOW_STEPS
    steps; one that fails (raises, or runs out of steps) is shown as its error."""
    unlimited = BUDGET.max_steps is None
    if unlimited:
        BUDGET.set_limit(SHOW_STEPS)
    try:
        text, cut = print_prefix(v, SHOWN)
    except Raise as e:
        return f"(a value whose printing failed: {error_message(e.value)})"
    finally:
        if unlimited:
            BUDGET.max_steps = BUDGET.limit = BUDGET.marked = None
    return text + f"... (more than {SHOWN:,} characters)" if cut else text


@dataclass
class Verdict:
    passed: bool
    message: str = ""
    expected: str | None = None     # replaces the judge's expected text when given


class Equal:
    """The value must be ``equal?`` to the reference's."""

    expects_error = False

    def __init__(self, expected: Any) -> None:
        self.value = expected
        self.expected_text = show(expected)

    def judge(self, value: Any, ctx: Any) -> Verdict:
        if is_equal(value, self.value):
            return Verdict(True)
        return Verdict(False, "wrong value")


class OneOf:
    """Any of several answers is right (the first is the one shown)."""

    expects_error = False

    def __init__(self, answers: list[Any], note: str = "") -> None:
        self.answers = answers
        self.expected_text = show(answers[0]) + (f" ({note})" if note else "")

    def judge(self, value: Any, ctx: Any) -> Verdict:
        ok = any(_numeric_equal(value, a) if _is_real(a) else is_equal(value, a)
                 for a in self.answers)
        return Verdict(ok, "" if ok else "wrong value")


class SameElements:
    """The value must be a list of the reference's elements, each as often, in any order:
    for a result whose order the text does not fix (remove_card "returns a list that has all
    the elements of cs except c")."""

    expects_error = False

    def __init__(self, expected: Any) -> None:
        self.value = expected
        self.expected_text = show(expected) + " (in any order)"

    def judge(self, value: Any, ctx: Any) -> Verdict:
        if is_equal(value, self.value):
            return Verdict(True)
        if not (is_list(value) and is_list(self.value)):
            return Verdict(False, "wrong value")
        rest = list_to_python(self.value)
        for x in list_to_python(value):
            k = next((i for i, y in enumerate(rest) if is_equal(x, y)), None)
            if k is None:
                return Verdict(False, "wrong value")
            del rest[k]
        return Verdict(not rest, "" if not rest else "wrong value")


def _is_real(x: Any) -> bool:
    return type(x) in (int, float, Fraction)


def _numeric_equal(a: Any, b: Any, tol: float = 1e-9) -> bool:
    if not (_is_real(a) and _is_real(b)):
        return False
    fa, fb = float(a), float(b)
    return math.isclose(fa, fb, rel_tol=tol, abs_tol=tol)


class Numeric:
    """A real number equal to the reference's within 1e-9 (exact or inexact alike)."""

    expects_error = False

    def __init__(self, expected: Any) -> None:
        self.value = expected
        self.expected_text = show(expected)

    def judge(self, value: Any, ctx: Any) -> Verdict:
        if _numeric_equal(value, self.value):
            return Verdict(True)
        return Verdict(False, "wrong value" if _is_real(value) else "not a number")


class Raises:
    """The call must raise an error; with ``value``, it must raise exactly that value."""

    expects_error = True

    def __init__(self, value: Any = None, description: str = "an error") -> None:
        self.value = value
        self.expected_text = (f"raises {show(value)}" if value is not None else
                              f"raises {description}")

    def judge(self, value: Any, ctx: Any) -> Verdict:
        return Verdict(False, "returned a value instead of raising an error")

    def judge_error(self, outcome: Outcome) -> Verdict:
        if self.value is None or is_equal(outcome.raised, self.value):
            return Verdict(True)
        return Verdict(False, "raised something else")


class Validity:
    """The value must have a property (``check(value, ctx) -> (ok, message)``)."""

    expects_error = False

    def __init__(self, description: str, check: Callable[[Any, Any], tuple]) -> None:
        self.expected_text = description
        self.check = check

    def judge(self, value: Any, ctx: Any) -> Verdict:
        ok, message, *rest = self.check(value, ctx)
        return Verdict(ok, message, rest[0] if rest else None)


