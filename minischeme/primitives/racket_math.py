"""racket/math: pi, nan?, infinite?, exact-round and friends, sqr, sgn, natural?, conjugate,
sinh/cosh/tanh, degrees->radians, order-of-magnitude."""
from __future__ import annotations

import cmath
import math
from fractions import Fraction
from typing import Any

from minischeme.values.errors import contract_error
from minischeme.values.lexical import ExactComplex, make_exact_complex
from .registry import add, define, library
from .base_numbers import check_number, check_real, is_rational, mul2

library("racket/math")

add("pi", math.pi)
add("pi.f", math.pi)  # Racket CS has no single flonums: pi.f is pi


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
        if type(x) is float and -4503599627370496.0 < x < 4503599627370496.0:
            return op(x)        # an int (round: half to even), as of the exact value
        if type(x) is int:
            return x
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


@define("nonpositive-integer?", 1)
def nonpositive_integer_p(x: Any) -> bool:
    """Is x an integer (exact or not) at most 0?"""
    return (type(x) is int or (type(x) is float and x.is_integer())) and x <= 0


@define("nonnegative-integer?", 1)
def nonnegative_integer_p(x: Any) -> bool:
    """Is x an integer (exact or not) at least 0?"""
    return (type(x) is int or (type(x) is float and x.is_integer())) and x >= 0


# The hyperbolic functions follow racket/math's own definitions (collects/racket/math.rkt),
# not C's, so that real arguments give Racket's last bits: a Taylor series near 0 for sinh,
# Beebe's rational approximation for tanh, and (e^z +- e^-z)/2 elsewhere.

def _is_exact_zero(z: Any) -> bool:
    return type(z) in (int, Fraction) and z == 0


def _exp(x: Any) -> float:
    try:
        return math.exp(float(x))
    except OverflowError:
        return math.inf


def _sinh_real(z: Any) -> Any:
    if z < 0:
        return -_sinh_real(-z)
    if z < 1e-8:
        return float(z)
    if z < 0.13:
        z2 = z * z
        return z + z * z2 * (1 / 6 + z2 * (1 / 120 + z2 * (1 / 5040 + z2 * (1 / 362880))))
    return (_exp(z) - _exp(-z)) / 2


def _tanh_real(z: Any) -> Any:
    if z != z:
        return z
    if z < 0:
        return -_tanh_real(-z)
    if z < 1.29047841397589243466e-08:
        return float(z)
    if z < 0.54930614433405484570:
        p0, p1, p2 = -0.16134119023996228053e+04, -0.99225929672236083313e+02, -0.96437492777225469787e+00
        q0, q1, q2 = 0.48402357071988688686e+04, 0.22337720718962312926e+04, 0.11274474380534949335e+03
        g = z * z
        r = (g * (((p2 * g) + p1) * g + p0)) / ((((g + q2) * g) + q1) * g + q0)
        return z + z * r
    if z < 19.06154746539849600897:
        return 1 - 2 / (1 + _exp(2 * z))
    return 1.0


def _complex(z: Any) -> complex:
    return z.inexact() if type(z) is ExactComplex else z


def _cosh_real(z: Any) -> Any:
    return 1.0 if z == 0 else (_exp(z) + _exp(-z)) / 2


def _chez_unary(fn: Any, exact_zero_value: Any) -> Any:
    """Chez's sin/cos/tan of a real number: exact at an exact 0, else of its float."""
    def apply(x: Any) -> Any:
        if _is_exact_zero(x):
            return exact_zero_value
        f = float(x)
        return fn(f) if math.isfinite(f) else math.nan
    return apply


_cos = _chez_unary(math.cos, 1)
_sin = _chez_unary(math.sin, 0)
_tan = _chez_unary(math.tan, 0)


def _parts(z: Any) -> tuple[Any, Any]:
    return (z.re, z.im) if type(z) is ExactComplex else (z.real, z.imag)


def _rectangular(re: Any, im: Any) -> Any:
    """make-rectangular: an exact 0 imaginary part leaves the real part."""
    if _is_exact_zero(im):
        return re
    if type(re) is float or type(im) is float:
        return complex(float(re), float(im))
    return make_exact_complex(re, im)


@define("sinh", 1)
def sinh(z: Any) -> Any:
    """Hyperbolic sine ((sinh 0) is exact 0); of a complex number, racket/math's
    sinh(r)cos(i) + cosh(r)sin(i)i."""
    check_number("sinh", z)
    if z == 0:
        return z
    if type(z) in (int, Fraction, float):
        return _sinh_real(z)
    r, i = _parts(z)
    return _rectangular(mul2(_sinh_real(r) if r != 0 else r, _cos(i)),
                        mul2(_cosh_real(r), _sin(i)))


@define("cosh", 1)
def cosh(z: Any) -> Any:
    """Hyperbolic cosine ((cosh 0) is 1.0); of a complex number, (e^z + e^-z)/2 in Racket
    CS's complex arithmetic."""
    check_number("cosh", z)
    if type(z) in (int, Fraction, float):
        return _cosh_real(z)
    from .registry import lookup_primitive
    exp, add, div, neg = (lookup_primitive(n).fn for n in ("exp", "+", "/", "-"))
    return div(add(exp(z), exp(neg(z))), 2)


@define("tanh", 1)
def tanh(z: Any) -> Any:
    """Hyperbolic tangent ((tanh 0) is exact 0); of a complex number, racket/math's
    (Kahan's, as gambit's) formula."""
    check_number("tanh", z)
    if z == 0:
        return z
    if type(z) in (int, Fraction, float):
        return _tanh_real(z)
    xi, eta = _parts(z)
    if _is_exact_zero(xi):
        return _rectangular(0, _tan(eta))
    # (racket/math's test for a huge real part compares with its flasinh of the largest
    # float, which is +inf.0: never true, so an infinite real part gives +nan.0)
    t = _tan(eta)
    beta = 1.0 + t * t
    s = _sinh_real(xi)
    rho = math.sqrt(1.0 + s * s)
    if math.isinf(t):
        return complex(_fdiv(rho, s), _fdiv(1.0, t))
    d = 1.0 + beta * (s * s)
    return complex(_fdiv(beta * (rho * s), d), _fdiv(t, d))


def _fdiv(x: float, y: float) -> float:
    try:
        return x / y
    except ZeroDivisionError:
        return math.nan if x == 0 or x != x else math.copysign(math.inf, x) * math.copysign(1.0, y)


@define("degrees->radians", 1)
def degrees_to_radians(x: Any) -> Any:
    """x degrees in radians: x times pi/180.0 (an exact 0 stays exact)."""
    check_real("degrees->radians", x)
    return mul2(x, math.pi / 180.0)


@define("radians->degrees", 1)
def radians_to_degrees(x: Any) -> Any:
    """x radians in degrees: x times 180.0/pi (an exact 0 stays exact)."""
    check_real("radians->degrees", x)
    return mul2(x, 180.0 / math.pi)


@define("order-of-magnitude", 1)
def order_of_magnitude(r: Any) -> int:
    """The exact m with 10^m <= r < 10^(m+1), computed exactly (0.001 is -3)."""
    if type(r) not in (int, Fraction, float) or not r > 0 or r == math.inf:
        raise contract_error("order-of-magnitude", "(and/c (>/c 0.0) (not/c +inf.0))", r)
    q = Fraction(r)
    m = (q.numerator.bit_length() - q.denominator.bit_length()) * 30103 // 100000
    p = Fraction(10) ** m
    while q < p:
        m, p = m - 1, p / 10
    while q >= p * 10:
        m, p = m + 1, p * 10
    return m
