"""racket/math: pi, nan?, infinite?, exact-round and friends, sqr, sgn, natural?, conjugate."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..errors import contract_error
from ..lexical import ExactComplex, make_exact_complex
from .registry import add, define, library
from .base_numbers import check_number, check_real, is_rational, mul2

library("racket/math")

add("pi", math.pi)


@define("nan?", 1)
def nan_p(x: Any) -> bool:
    """Is the real x +nan.0?"""
    check_real("nan?", x)
    return type(x) is float and x != x


@define("infinite?", 1)
def infinite_p(x: Any) -> bool:
    """Is the real x +inf.0 or -inf.0?"""
    check_real("infinite?", x)
    return type(x) is float and math.isinf(x)


def _exact_rounder(who: str, op: Any) -> None:
    def exact_round(x: Any) -> int:
        if not is_rational(x):
            raise contract_error(who, "rational?", x)
        return int(op(x if type(x) is not float else Fraction(x)))
    exact_round.__doc__ = f"Racket {who}: round, then make exact."
    define(who, 1)(exact_round)


_exact_rounder("exact-round", round)
_exact_rounder("exact-floor", math.floor)
_exact_rounder("exact-ceiling", math.ceil)
_exact_rounder("exact-truncate", math.trunc)


@define("sqr", 1)
def sqr(x: Any) -> Any:
    """x times x."""
    check_number("sqr", x)
    return mul2(x, x)


@define("sgn", 1)
def sgn(x: Any) -> Any:
    """The sign of a real: -1, 0 or 1 (floats for floats; NaN and signed zeros kept)."""
    check_real("sgn", x)
    if type(x) is float:
        if x != x or x == 0:
            return x
        return 1.0 if x > 0 else -1.0
    return (x > 0) - (x < 0)


@define("conjugate", 1)
def conjugate(x: Any) -> Any:
    """The complex conjugate of x."""
    check_number("conjugate", x)
    if type(x) is ExactComplex:
        return make_exact_complex(x.re, -x.im)
    return x.conjugate() if type(x) is complex else x


@define("natural?", 1)
def natural_p(x: Any) -> bool:
    """Is x an exact non-negative integer?"""
    return type(x) is int and x >= 0


@define("positive-integer?", 1)
def positive_integer_p(x: Any) -> bool:
    """Is x an integer (exact or not) above 0?"""
    return (type(x) is int or (type(x) is float and x.is_integer())) and x > 0


@define("negative-integer?", 1)
def negative_integer_p(x: Any) -> bool:
    """Is x an integer (exact or not) below 0?"""
    return (type(x) is int or (type(x) is float and x.is_integer())) and x < 0
