"""Numbers (racket/base), the transcendental part: powers and roots (sqrt, integer-sqrt,
expt), exp and log, the trigonometric functions, and complex numbers' parts (make-rectangular,
make-polar, real-part, imag-part, magnitude, angle), with Racket's exactness rules: an exact
argument gives an exact answer where Racket's does ((sqrt 16) is 4, (expt 2 1/2) a float,
(sin 0) exact 0). Split from base_numbers (arithmetic, predicates, rounding, conversions),
whose checks and contagion helpers these use.
"""
from __future__ import annotations

import cmath
import math
import sys
from fractions import Fraction
from typing import Any

from minischeme.values.data import MultipleValues
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO, contract_error, divide_by_zero, racket_error
from minischeme.values.lexical import ExactComplex, make_exact_complex
from minischeme.values import number_syntax
from . import complex_elementary
from minischeme.values.printer import format_number
from .base_numbers import (MAX_BITS, MAX_POWER_BITS, _EXACT, _NUMBER, _is_exact_zero, check_number, check_real, div2,
                           mul2, norm, out_of_memory, to_float)
from .registry import define, library

library("racket/base")


# ------------------------------------------------------------------ powers and roots

def _exact_sqrt(x: Any) -> Any:
    """Square root of an exact non-negative rational, exact when it is a perfect square."""
    q = Fraction(x)
    rn, rd = math.isqrt(q.numerator), math.isqrt(q.denominator)
    if rn * rn == q.numerator and rd * rd == q.denominator:
        return norm(Fraction(rn, rd))
    if q.numerator < 2 ** 1000 and q.denominator < 2 ** 1000:
        return math.sqrt(to_float(q))
    # too large or small for a float: the root of q * 4^s, for a root of about 100 bits
    s = (200 - q.numerator.bit_length() + q.denominator.bit_length()) // 2
    scaled = q * 4 ** s if s >= 0 else q / 4 ** -s
    try:
        return math.ldexp(float(math.isqrt(math.floor(scaled))), -s)
    except OverflowError:
        return math.inf


_FLOAT_SAFE = 2 ** 1000     # an integer below this converts to a finite float


@define("sqrt", 1)
def sqrt(x: Any) -> Any:
    """Square root: exact for exact perfect squares; a complex for negative numbers."""
    t = type(x)
    if t is int and 0 <= x < _FLOAT_SAFE:
        # the commonest case at once: a nonnegative integer, exact when a perfect square,
        # else the root of its nearest float (as _exact_sqrt would answer, without a Fraction)
        root = math.isqrt(x)
        return root if root * root == x else math.sqrt(x)
    if t is float and x >= 0.0:       # -0.0 and +inf.0 too; NaN below
        return math.sqrt(x)
    check_number("sqrt", x)
    if t is complex:
        return _complex_sqrt(x)
    if t is float:
        if x < 0:
            return complex(0.0, math.sqrt(-x))
        return math.sqrt(x)
    if t is ExactComplex:
        root = _exact_complex_sqrt(x)
        if root is not None:
            return root
        return _complex_sqrt(x.inexact())
    if x < 0:
        root = _exact_sqrt(-x)
        return make_exact_complex(0, root) if type(root) is not float else complex(0.0, root)
    return _exact_sqrt(x)


def _complex_sqrt(z: complex) -> complex:
    """The square root of an inexact complex number by Kahan's algorithm, as Chez Scheme
    (Racket CS) computes it (complex_elementary.sqrt)."""
    return complex_elementary.sqrt(z.real, z.imag)


def _exact_root(x: Any) -> Any:
    """Chez Scheme's exact-sqrt: the exact root where there is one, else an approximation
    (integer square roots of the parts)."""
    if type(x) is int:
        return make_exact_complex(0, math.isqrt(-x)) if x < 0 else math.isqrt(x)
    if type(x) is Fraction:
        return div2(_exact_root(x.numerator), _exact_root(x.denominator))
    re, im = x.re, x.im
    rp = _exact_root(div2(_exact_root(re * re + im * im) + re, 2))
    return make_exact_complex(rp, div2(im, 2 * rp))   # rp 0: Racket's `/: division by zero`


def _exact_complex_sqrt(z: ExactComplex) -> Any:
    """The exact root of an exact complex number (`(sqrt -3+4i)` is 1+2i), or None."""
    root = _exact_root(z)
    if type(root) is ExactComplex:
        re = root.re * root.re - root.im * root.im
        im = 2 * root.re * root.im
        return root if make_exact_complex(re, im) == z else None
    return root if root * root == z else None


@define("integer-sqrt", 1)
def integer_sqrt(x: Any) -> Any:
    """The integer part of the square root of an integer (exact in, exact out)."""
    if type(x) is float and x.is_integer():
        r = integer_sqrt(int(x))
        return complex(0.0, float(r.im)) if type(r) is ExactComplex else float(r)
    if type(x) is not int:
        raise contract_error("integer-sqrt", "integer?", x)
    if x < 0:   # the exact 0+Ni
        return make_exact_complex(0, math.isqrt(-x))
    return math.isqrt(x)


@define("integer-sqrt/remainder", 1)
def integer_sqrt_remainder(x: Any) -> Any:
    """Two values: (integer-sqrt x) and x minus its square (0+2i and -1 for -5)."""
    if not (type(x) is int or type(x) is float and x.is_integer()):
        raise contract_error("integer-sqrt/remainder", "integer?", x)
    root = integer_sqrt(x)
    if x >= 0:
        return MultipleValues([root, x - root * root])
    if type(root) is complex:       # a real minus a complex: Racket's imaginary part 0 - im
        sq = root * root
        return MultipleValues([root, complex(x - sq.real, -sq.imag)])
    return MultipleValues([root, x + root.im * root.im])     # the exact 0+ki


def float_expt(a: float, b: float) -> Any:
    """a ** b of two floats, as Racket's expt: an infinity where Python overflows, and a
    zero to a negative power an infinity of the right sign (racket/flonum's flexpt too)."""
    if a == 0.0 and b < 0:
        odd = b.is_integer() and int(b) % 2 == 1
        return -math.inf if odd and math.copysign(1, a) < 0 else math.inf
    try:
        return a ** b
    except OverflowError:
        return math.inf if a > 0 or (b.is_integer() and int(b) % 2 == 0) else -math.inf


def _flog(x: float) -> float:
    """The C log of a nonnegative float: -inf.0 at 0.0."""
    return math.log(x) if x > 0 else -math.inf if x == 0 else math.nan


def _cexp(w: complex) -> complex:
    """e to a complex power as Chez Scheme (Racket CS) computes it (complex_elementary)."""
    return complex_elementary.exp(w.real, w.imag)


def _complex_log(z: complex) -> complex:
    """The logarithm of an inexact complex number as Chez Scheme (Racket CS) computes it
    (Kahan): log|z| from the larger part and the ratio of the smaller to it, the angle by
    atan2."""
    x, y = z.real, z.imag
    ax, ay = abs(x), abs(y)
    if ax > ay:
        r = ay / ax
        re = _flog(ax) + 0.5 * complex_elementary.log1p(r * r)
    elif ax < ay:
        r = ax / ay
        re = _flog(ay) + 0.5 * complex_elementary.log1p(r * r)
    elif ax == ay:
        re = _flog(ax) + 0.5 * math.log(2.0)
    elif math.isinf(ax):
        re = ax
    elif math.isinf(ay):
        re = ay
    else:
        re = ax if ax != ax else ay
    return complex(re, math.atan2(y, x))


def _scale(f: float, w: complex) -> complex:
    """f * w, part by part (Python's complex product makes inf * 0j a NaN)."""
    return complex(f * w.real, f * w.imag)


def _exact_expt(a: Any, b: int) -> Any:
    """a (exact, not 0) to the integer power b, refused (see MAX_BITS) when too large."""
    q = Fraction(a)
    num, den = abs(q.numerator), q.denominator
    if num == den:                                    # a is 1 or -1
        return -1 if a < 0 and b % 2 else 1
    sign = -1 if a < 0 and b % 2 else 1
    if num & (num - 1) == 0 and den & (den - 1) == 0:  # 2^k or 1/2^k: a shift
        bits = abs(b) * (num.bit_length() + den.bit_length() - 2)
        if bits > MAX_BITS:
            if num + den == 3:        # 2 or 1/2: Racket's expt shifts, and says so
                raise racket_error("ash: out of memory", EXN_FAIL_CONTRACT)
            raise out_of_memory("expt")
        big = 1 << bits
        up = (num > den) == (b > 0)
        return sign * big if up else Fraction(sign, big)
    if abs(b) > MAX_POWER_BITS or abs(b) * max(math.log2(num), math.log2(den)) > MAX_POWER_BITS:
        raise out_of_memory("expt")
    return norm(q ** b) if b < 0 or type(a) is Fraction else a ** b


@define("expt", 2)
def expt(a: Any, b: Any) -> Any:
    """a to the power b, exact when both are exact and the result is rational."""
    if type(a) is int and type(b) is int and 0 <= b <= 64 and -4294967296 < a < 4294967296:
        return a ** b                               # at most 2,048 bits; (expt 0 0) is 1
    ta, tb = type(a), type(b)
    # a positive float base (or an exact one above 1 with a float exponent) and a float or
    # nonzero exact integer exponent: the C pow the general case below comes to
    if ta is float and 0.0 < a and (tb is float or tb is int and b) or \
            tb is float and ta is int and 1 < a < 9007199254740992:
        try:
            return a ** b
        except OverflowError:
            pass
    check_number("expt", a)
    check_number("expt", b)
    tb = type(b)
    if _is_exact_zero(b):
        return 1
    if _is_exact_zero(a):
        if tb is float and (b == 0.0 or b != b):
            return 1.0 if b == 0.0 else b
        if (b.real if tb is complex else b.re if tb is ExactComplex else b) > 0:
            return 0
        raise racket_error(f"expt: undefined for values 0 and {format_number(b)}",
                           EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
    if tb is int and type(a) in _EXACT:
        return _exact_expt(a, b)
    if tb is int and type(a) is ExactComplex and abs(b) <= 4096:
        result: Any = 1
        for _ in range(abs(b)):
            result = mul2(result, a)
        return div2(1, result) if b < 0 else result
    if tb is ExactComplex:
        b, tb = b.inexact(), complex
    if type(a) is int and a == 1:
        return 1
    if tb is float and not math.isfinite(b) and type(a) is not complex and a < 0:
        return complex(math.nan, math.nan)     # (expt -2 +inf.0)
    if b == Fraction(1, 2) and tb is Fraction:
        return sqrt(a)
    if type(a) is complex or type(a) is ExactComplex or tb is complex:
        try:
            return _cexp(mul2(b if tb is complex else to_float(b), _ln(a)))
        except (OverflowError, ValueError, ZeroDivisionError):
            return complex(math.nan, math.nan)
    fa, fb = to_float(a), to_float(b)
    if fb == 0 and tb is Fraction and fa >= 0:   # an exponent too small for a float is still not 0
        fb = 5e-324 if b > 0 else -5e-324
    if type(a) in _EXACT and (fa == 0 or math.isinf(fa)) and math.isfinite(fb):
        # too large or too small for a float: by the logarithm, as Racket does
        # ((expt (expt 10 400) 0.5) is 1e200, not +inf.0)
        if a < 0:
            return _cexp(_scale(fb, _ln(a)))
        lg = fb * _ln(a)
        return math.exp(lg) if lg < 709 else math.inf
    if fa < 0 and (tb is Fraction or (math.isfinite(fb) and not fb.is_integer())):
        return _cexp(_scale(fb, cmath.log(fa)))
    if tb is int and fa < 0:     # the sign from the exact exponent: (expt -2.0 (expt 10 400))
        r = float_expt(-fa, fb)
        return -r if b % 2 else r
    return float_expt(fa, fb)


@define("exp", 1)
def exp(x: Any) -> Any:
    """e to the power x ((exp 0) is exact 1)."""
    check_number("exp", x)
    if _is_exact_zero(x):
        return 1
    if type(x) is ExactComplex:
        x = x.inexact()
    if type(x) is complex:
        return _cexp(x)
    try:
        return math.exp(to_float(x))
    except OverflowError:
        return math.inf


def _ln(x: Any) -> Any:
    if type(x) is ExactComplex:
        # half the logarithm of the exact square of the magnitude, and the exact angle
        return number_syntax.make_rectangular(
            div2(_ln(x.re * x.re + x.im * x.im), 2), _exact_angle(x.re, x.im))
    if _is_exact_zero(x):
        raise divide_by_zero("log")
    if x == 1 and type(x) is int:
        return 0
    if type(x) is complex:
        return _complex_log(x)
    if type(x) is float:
        if x == 0.0:
            return -math.inf
        if x != x or x == math.inf:
            return x
        if x < 0:
            return complex(math.log(-x), math.pi)
        return math.log(x)
    if type(x) is int:
        size = math.log(abs(x))
    else:
        # a fraction's float when it is a normal one, else its parts' logarithms (Racket CS)
        q = abs(x)
        f = float(q) if q.numerator.bit_length() - q.denominator.bit_length() < 1020 else math.inf
        if f >= sys.float_info.min and f != math.inf:
            size = math.log(f)
        else:
            size = math.log(q.numerator) - math.log(q.denominator)
    return complex(size, math.pi) if x < 0 else size


@define("log", 1, 2)
def log(x: Any, base: Any = None) -> Any:
    """Natural logarithm, or the logarithm in ``base``: (/ (log x) (log base))."""
    if base is None:
        check_number("log", x)
        return _ln(x)
    # Racket CS computes (/ (log x) (log base)) with the base's logarithm first: its errors
    # come before x's (`(log #f 0)` is a division by zero)
    check_number("log", base)
    ln_base = _ln(base)
    check_number("log", x)
    return div2(_ln(x), ln_base)


def _trig(who: str, fn: Any, cfn: Any, exact_at: tuple, domain: Any = None) -> None:
    def trig(x: Any) -> Any:
        check_number(who, x)
        if type(x) is int and x == exact_at[0]:
            return exact_at[1]
        if type(x) is ExactComplex:
            x = x.inexact()
        if type(x) is complex:
            return cfn(x.real, x.imag)
        fx = to_float(x)
        if fx != fx:
            return fx
        if domain is not None and not domain(fx):
            # outside [-1, 1]: the complex function of the real number (Racket's branch cuts)
            return cfn(fx, 0.0, True)
        return fn(fx) if math.isfinite(fx) else math.nan   # (sin +inf.0) is +nan.0
    trig.__doc__ = f"Racket {who} (complex arguments by complex_elementary.py)."
    define(who, 1)(trig)


_trig("sin", math.sin, complex_elementary.sin, (0, 0))
_trig("cos", math.cos, complex_elementary.cos, (0, 1))
_trig("tan", math.tan, complex_elementary.tan, (0, 0))
_trig("asin", math.asin, complex_elementary.asin, (0, 0), lambda x: -1 <= x <= 1)
_trig("acos", math.acos, complex_elementary.acos, (1, 0), lambda x: -1 <= x <= 1)


@define("atan", 1, 2)
def atan(y: Any, x: Any = None) -> Any:
    """Arc tangent of y, or of y/x using the signs of both (atan2)."""
    if x is None:
        check_number("atan", y)
        if _is_exact_zero(y):
            return 0
        if type(y) is ExactComplex:
            if y.re == 0 and y.im in (1, -1):
                raise racket_error(f"atan: undefined for {format_number(y)}",
                                   EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
            y = y.inexact()
        if type(y) is complex:
            return complex_elementary.atan(y.real, y.imag)
        return math.atan(to_float(y))
    check_real("atan", y)
    check_real("atan", x)
    if _is_exact_zero(y) and type(x) in _EXACT:
        if x == 0:
            raise racket_error("atan2: undefined for values 0 and 0",
                               EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
        if x > 0:
            return 0
    if _is_exact_zero(y) and (x > 0 or (x == 0 and math.copysign(1.0, x) > 0)):
        return 0           # (atan 0 0.0) and (atan 0 +inf.0) are exact 0
    if (type(y) in _EXACT and type(x) in _EXACT and y != 0
            and not (type(y) is int and type(x) is int and _is_fixnum(y) and _is_fixnum(x))):
        return _exact_angle(x, y)
    return math.atan2(to_float(y), to_float(x))


def _is_fixnum(n: int) -> bool:
    return -(1 << 60) <= n < (1 << 60)


def _exact_angle(x: Any, y: Any) -> float:
    """The angle of x + yi for exact parts, not both fixnums, as Racket CS computes it: a
    one-argument arc tangent of the exact ratio of the smaller part to the larger."""
    if abs(y) > abs(x):
        return (math.pi * (-0.5 if y < 0 else 0.5)) - math.atan(to_float(Fraction(x) / y))
    t = math.atan(to_float(Fraction(y) / x))
    if x < 0:
        return t - math.pi if y < 0 else t + math.pi
    return t


# ------------------------------------------------------------------ complex parts

@define("make-rectangular", 2)
def make_rectangular(re: Any, im: Any) -> Any:
    """re + im*i (exact when both parts are exact)."""
    check_real("make-rectangular", re)      # (Racket names no argument position)
    check_real("make-rectangular", im)
    return number_syntax.make_rectangular(re, im)


@define("make-polar", 2)
def make_polar(magnitude: Any, angle: Any) -> Any:
    """The complex number of that magnitude and angle."""
    check_real("make-polar", magnitude, 0, [magnitude, angle])
    check_real("make-polar", angle, 1, [magnitude, angle])
    return number_syntax.make_polar(magnitude, angle)


@define("real-part", 1)
def real_part(z: Any) -> Any:
    if type(z) not in _NUMBER:     # (sic: Racket 8.7's words)
        raise contract_error("real-part", "complex-number?", z)
    t = type(z)
    return z.re if t is ExactComplex else z.real if t is complex else z


@define("imag-part", 1)
def imag_part(z: Any) -> Any:
    if type(z) not in _NUMBER:     # (sic: Racket 8.7's words)
        raise contract_error("imag-part", "complex-number?", z)
    t = type(z)
    return z.im if t is ExactComplex else z.imag if t is complex else 0


@define("magnitude", 1)
def magnitude(z: Any) -> Any:
    """|z|: exact for an exact complex number whose magnitude is rational."""
    if type(z) not in _NUMBER:     # (sic: Racket 8.7's words)
        raise contract_error("magnitude", "complex-number?", z)
    t = type(z)
    if t is ExactComplex:
        return _exact_sqrt(Fraction(z.re) ** 2 + Fraction(z.im) ** 2)
    if t is complex:
        return abs(z)
    return abs(z)


@define("angle", 1)
def angle(z: Any) -> Any:
    if type(z) not in _NUMBER:     # (sic: Racket 8.7's words)
        raise contract_error("angle", "complex-number?", z)
    t = type(z)
    if t is ExactComplex:
        return _exact_angle(z.re, z.im)
    if t is complex:
        return math.atan2(z.imag, z.real)
    if _is_exact_zero(z):
        raise racket_error("angle: division by zero", EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
    if type(z) is float:
        if z != z:
            return z
        # a real's angle is exact 0 (Racket CS), or pi for a negative one (-0.0 too)
        return math.pi if z < 0 or (z == 0 and math.copysign(1, z) < 0) else 0
    return math.pi if z < 0 else 0
