"""math/number-theory's quadratic equations (math/private/number-theory/quadratic.rkt):
the roots of a*x^2 + b*x + c, computed as Racket 8.7 computes them, so exact
coefficients give exact roots where the discriminant is a square (a float root where it
is not) and float coefficients the same floats (the discriminant's accurate formula, its
fused multiply-adds rounded once)."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from minischeme.values.errors import contract_error
from .base_lists import from_pylist
from .base_numbers import is_real
from .registry import define, library, lookup_primitive

library("math/number-theory")


def _arith(name: str, *args: Any) -> Any:
    """racket/base's arithmetic procedure ``name`` applied (Racket's exactness and errors)."""
    return lookup_primitive(name).fn(*args)


def _fma(a: float, b: float, c: float) -> float:
    """a*b + c rounded once."""
    if not all(math.isfinite(x) for x in (a, b, c)):
        return a * b + c
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def _fdiv(a: float, b: float) -> float:
    """a / b with IEEE's answers for a zero divisor."""
    return float(_arith("/", a, b))


def _float_discriminant(a: float, b: float, c: float) -> Any:
    """sqrt(b^2 - a*c) for floats, accurately (Racket's quadratic-discriminant)."""
    aa, ab, ac = abs(a), abs(b), abs(c)
    x = math.sqrt(aa) * math.sqrt(ac)
    if (a > 0) == (c > 0):
        if (aa > 1) == (x > 1):
            a_x = _fdiv(aa, x)
            ac_x = a_x * ac
            err = _fma(a_x, -ac, ac_x) + _fma(a_x, x, -aa) * ac
        else:
            c_x = _fdiv(ac, x)
            ac_x = aa * c_x
            err = _fma(-aa, c_x, ac_x) + _fma(c_x, x, -ac) * a
        d = (ab - x) - ((ac_x - x) - err) / 2
        if d > 0:
            return math.sqrt(d) * math.sqrt(ab + x)
        return 0 if d == 0 else math.nan
    if ab > x:
        z = _fdiv(x, ab)
        return ab * math.sqrt(1.0 + z * z)
    z = _fdiv(ab, x)
    return x * math.sqrt(z * z + 1.0)


def _real(who: str, *xs: Any) -> None:
    for x in xs:
        if not is_real(x):
            raise contract_error(who, "real?", x)


def _solutions(a: Any, b: Any, c: Any) -> list:
    """The real roots of a*x^2 + b*x + c, in Racket's order."""
    half_b = _arith("/", b, 2)
    if all(type(x) is not float for x in (a, b, c)):
        d = _arith("-", _arith("*", half_b, half_b), _arith("*", a, c))
        root = math.nan if d < 0 else _arith("sqrt", d)
    else:
        root = _float_discriminant(float(a), float(half_b), float(c))
    if type(root) is float and math.isnan(root):
        return []
    if root == 0:
        return [_arith("-", _arith("/", half_b, a))]
    if b < 0:
        s = _arith("-", root, half_b)
        return [_arith("/", c, s), _arith("/", s, a)]
    s = _arith("+", half_b, root)
    return [_arith("/", s, _arith("-", a)), _arith("/", _arith("-", c), s)]


@define("quadratic-solutions", 3)
def quadratic_solutions(a: Any, b: Any, c: Any) -> Any:
    """The real solutions of a*x^2 + b*x + c = 0."""
    _real("quadratic-solutions", a, b, c)
    return from_pylist(_solutions(a, b, c))


def natural_solutions(a: Any, b: Any, c: Any) -> list:
    """The solutions that are exact nonnegative integers."""
    return [x for x in _solutions(a, b, c) if type(x) is int and x >= 0]


@define("quadratic-integer-solutions", 3)
def quadratic_integer_solutions(a: Any, b: Any, c: Any) -> Any:
    """The solutions of a*x^2 + b*x + c = 0 that are exact integers."""
    _real("quadratic-integer-solutions", a, b, c)
    return from_pylist([x for x in _solutions(a, b, c) if type(x) is int])


@define("quadratic-natural-solutions", 3)
def quadratic_natural_solutions(a: Any, b: Any, c: Any) -> Any:
    """The solutions of a*x^2 + b*x + c = 0 that are exact naturals."""
    _real("quadratic-natural-solutions", a, b, c)
    return from_pylist(natural_solutions(a, b, c))


@define("complex-quadratic-solutions", 3)
def complex_quadratic_solutions(a: Any, b: Any, c: Any) -> Any:
    """The complex solutions of a*x^2 + b*x + c = 0 (one when the discriminant is 0)."""
    for x in (a, b, c):
        if not _arith("number?", x):
            raise contract_error("complex-quadratic-solutions", "number?", x)
    d = _arith("-", _arith("*", b, b), _arith("*", 4, a, c))
    two_a = _arith("*", 2, a)
    if _arith("=", d, 0):
        return from_pylist([_arith("/", b, _arith("-", two_a))])
    root, minus_b = _arith("sqrt", d), _arith("-", b)
    return from_pylist([_arith("/", _arith("-", minus_b, root), two_a),
                        _arith("/", _arith("+", minus_b, root), two_a)])
