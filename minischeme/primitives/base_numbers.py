"""Numbers (racket/base): arithmetic with Racket's exactness rules, comparisons, predicates,
rounding, transcendental functions, conversions, random numbers and bitwise operations.

Exactness follows Racket CS: exact op exact stays exact (Fraction normalised to int);
an inexact operand makes the result a float, except that an exact 0 is absorbing for `*`
and `/` (`(* 0 1.5)` is 0) and an identity for `+` and `-` (`(+ -0.0 0)` is -0.0).
"""
from __future__ import annotations

import cmath
import math
import random as _random
from fractions import Fraction
from typing import Any

from ..data import MultipleValues, VOID
from ..errors import (EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO, contract_error,
                      divide_by_zero, racket_error)
from ..printer import format_number, print_string
from ..reader import parse_number
from . import define, library

library("racket/base")

_EXACT = (int, Fraction)
_REAL = (int, Fraction, float)
_NUMBER = (int, Fraction, float, complex)


# ------------------------------------------------------------------ helpers

def is_number(x: Any) -> bool:
    """Racket number? (booleans are not numbers)."""
    return type(x) in _NUMBER


def is_real(x: Any) -> bool:
    """Racket real?."""
    return type(x) in _REAL


def is_exact(x: Any) -> bool:
    """An exact number (int or Fraction)."""
    return type(x) in _EXACT


def is_integer(x: Any) -> bool:
    """Racket integer?: exact integers and integral finite floats."""
    t = type(x)
    return t is int or (t is float and x.is_integer())


def is_rational(x: Any) -> bool:
    """Racket rational?: exact numbers and finite floats."""
    t = type(x)
    return t is int or t is Fraction or (t is float and math.isfinite(x))


def is_nonneg_int(x: Any) -> bool:
    """exact-nonnegative-integer?."""
    return type(x) is int and x >= 0


def norm(x: Any) -> Any:
    """A Fraction with denominator 1 as an int."""
    if type(x) is Fraction and x.denominator == 1:
        return x.numerator
    return x


def to_float(x: Any) -> float:
    """An exact real as a float; too large a magnitude becomes an infinity, as in Racket."""
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def to_inexact(x: Any) -> Any:
    """exact->inexact on any number (complex numbers stay complex)."""
    return x if type(x) is complex else to_float(x)


def to_exact(who: str, x: Any) -> Any:
    """inexact->exact: a float as the exact rational it denotes."""
    if type(x) is float:
        if not math.isfinite(x):
            raise racket_error(f"exact: no exact representation for {format_number(x)}",
                               EXN_FAIL_CONTRACT)
        return norm(Fraction(x))
    if type(x) is complex:
        raise racket_error(f"{who}: no exact representation for {format_number(x)}",
                           EXN_FAIL_CONTRACT)
    return x


def check_number(who: str, x: Any, pos: int | None = None, args: list | None = None) -> None:
    """Raise `who: contract violation expected: number?` unless x is a number."""
    if type(x) not in _NUMBER:
        raise contract_error(who, "number?", x, pos, args)


def check_real(who: str, x: Any, pos: int | None = None, args: list | None = None) -> None:
    """Raise `who: contract violation expected: real?` unless x is a real number."""
    if type(x) not in _REAL:
        raise contract_error(who, "real?", x, pos, args)


def check_integer(who: str, x: Any, pos: int | None = None, args: list | None = None) -> None:
    """Raise `expected: integer?` unless x is an (exact or integral float) integer."""
    if not is_integer(x):
        raise contract_error(who, "integer?", x, pos, args)


def check_exact_integer(who: str, x: Any, pos: int | None = None,
                        args: list | None = None) -> None:
    """Raise `expected: exact-integer?` unless x is an int."""
    if type(x) is not int:
        raise contract_error(who, "exact-integer?", x, pos, args)


def _is_exact_zero(x: Any) -> bool:
    return type(x) is int and x == 0


def add2(a: Any, b: Any) -> Any:
    """a + b with Racket's contagion (exact 0 is an identity)."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a + b
    if ta in _EXACT and tb in _EXACT:
        return norm(a + b)
    if _is_exact_zero(a):
        return b
    if _is_exact_zero(b):
        return a
    if ta is complex or tb is complex:
        return a + b
    return to_float(a) + to_float(b)


def sub2(a: Any, b: Any) -> Any:
    """a - b with Racket's contagion."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a - b
    if ta in _EXACT and tb in _EXACT:
        return norm(a - b)
    if _is_exact_zero(b):
        return a
    if _is_exact_zero(a):
        return -b
    if ta is complex or tb is complex:
        return a - b
    return to_float(a) - to_float(b)


def mul2(a: Any, b: Any) -> Any:
    """a * b with Racket's contagion (exact 0 is absorbing)."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a * b
    if ta in _EXACT and tb in _EXACT:
        return norm(a * b)
    if _is_exact_zero(a) or _is_exact_zero(b):
        return 0
    if ta is complex or tb is complex:
        return a * b
    return to_float(a) * to_float(b)


def div2(a: Any, b: Any, who: str = "/") -> Any:
    """a / b: an exact zero divisor is an error; a float zero divisor gives an infinity."""
    ta, tb = type(a), type(b)
    if _is_exact_zero(b):
        raise divide_by_zero(who)
    if ta in _EXACT and tb in _EXACT:
        return norm(Fraction(a) / b)
    if _is_exact_zero(a):
        return 0
    if ta is complex or tb is complex:
        try:
            return complex(a) / complex(b)
        except ZeroDivisionError:
            return complex(math.nan, math.nan)
    fa, fb = to_float(a), to_float(b)
    if fb == 0.0:
        if fa == 0.0 or fa != fa:
            return math.nan
        return math.copysign(math.inf, fa) * math.copysign(1.0, fb)
    return fa / fb


def _contagion(values: list, result: Any) -> Any:
    """``result`` made inexact when any of ``values`` is a float (min, max, gcd ...)."""
    if any(type(v) is float for v in values) and type(result) is not float:
        return to_float(result)
    return result


# ------------------------------------------------------------------ arithmetic

@define("+", 0, None)
def plus(*args: Any) -> Any:
    """Sum of the arguments."""
    result: Any = 0
    for a in args:
        check_number("+", a)
        result = add2(result, a)
    return result


@define("-", 1, None)
def minus(first: Any, *rest: Any) -> Any:
    """Difference, or negation with one argument."""
    check_number("-", first)
    if not rest:
        return sub2(0, first)
    for a in rest:
        check_number("-", a)
    result = first
    for a in rest:
        result = sub2(result, a)
    return result


@define("*", 0, None)
def times(*args: Any) -> Any:
    """Product of the arguments."""
    for a in args:
        check_number("*", a)
    result: Any = 1
    for a in args:
        result = mul2(result, a)
    return result


@define("/", 1, None)
def divide(first: Any, *rest: Any) -> Any:
    """Quotient, or reciprocal with one argument; an exact zero divisor is an error."""
    check_number("/", first)
    if not rest:
        return div2(1, first)
    for a in rest:
        check_number("/", a)
    result = first
    for a in rest:
        result = div2(result, a)
    return result


def _compare(who: str, check: Any, test: Any) -> Any:
    def compare(*args: Any) -> bool:
        for a in args:
            check(who, a)
        return all(test(args[i], args[i + 1]) for i in range(len(args) - 1))
    compare.__doc__ = f"Racket {who}: compare the arguments pairwise."
    define(who, 1, None)(compare)
    return compare


num_eq = _compare("=", check_number, lambda a, b: a == b)
num_lt = _compare("<", check_real, lambda a, b: a < b)
num_gt = _compare(">", check_real, lambda a, b: a > b)
num_le = _compare("<=", check_real, lambda a, b: a <= b)
num_ge = _compare(">=", check_real, lambda a, b: a >= b)


def _int_division(who: str, a: Any, b: Any) -> tuple[int, int, bool]:
    """Check integer? arguments of quotient/remainder/modulo; return them as ints and
    whether the result is inexact."""
    check_integer(who, a)
    check_integer(who, b)
    if b == 0:
        if type(b) is float:
            raise racket_error(f"{who}: undefined for {format_number(b)}",
                               EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
        raise divide_by_zero(who)
    return int(a), int(b), type(a) is float or type(b) is float


def _quot(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


@define("quotient", 2)
def quotient(a: Any, b: Any) -> Any:
    """Integer division truncating toward zero."""
    x, y, inexact = _int_division("quotient", a, b)
    q = _quot(x, y)
    return float(q) if inexact else q


@define("remainder", 2)
def remainder(a: Any, b: Any) -> Any:
    """Remainder with the sign of the dividend."""
    x, y, inexact = _int_division("remainder", a, b)
    r = x - y * _quot(x, y)
    return float(r) if inexact else r


@define("modulo", 2)
def modulo(a: Any, b: Any) -> Any:
    """Remainder with the sign of the divisor."""
    x, y, inexact = _int_division("modulo", a, b)
    r = x % y
    return float(r) if inexact else r


@define("quotient/remainder", 2)
def quotient_remainder(a: Any, b: Any) -> MultipleValues:
    """Two values: (quotient a b) and (remainder a b)."""
    x, y, inexact = _int_division("quotient/remainder", a, b)
    q = _quot(x, y)
    r = x - y * q
    return MultipleValues([float(q), float(r)] if inexact else [q, r])


@define("abs", 1)
def abs_(x: Any) -> Any:
    """Absolute value."""
    check_real("abs", x)
    return abs(x)


def _extremum(who: str, pick: Any) -> None:
    def extremum(*args: Any) -> Any:
        for a in args:
            check_real(who, a)
        if any(type(a) is float and a != a for a in args):
            return math.nan
        best = args[0]
        for a in args[1:]:
            if pick(a, best):
                best = a
        return _contagion(list(args), best)
    extremum.__doc__ = f"Racket {who}: the {'largest' if who == 'max' else 'smallest'} " \
                       "argument (inexact if any argument is)."
    define(who, 1, None)(extremum)


_extremum("max", lambda a, b: a > b or (a == b == 0 and math.copysign(1, b) < 0))
_extremum("min", lambda a, b: a < b or (a == b == 0 and math.copysign(1, a) < 0))


def _rational_parts(who: str, args: tuple) -> list[Fraction]:
    for a in args:
        if not is_rational(a):
            raise contract_error(who, "rational?", a)
    return [Fraction(a) for a in args]


@define("gcd", 0, None)
def gcd(*args: Any) -> Any:
    """Greatest common divisor (of rationals too: gcd of numerators / lcm of denominators)."""
    parts = _rational_parts("gcd", args)
    num, den = 0, 1
    for q in parts:
        num = math.gcd(num, q.numerator)
        den = den * q.denominator // math.gcd(den, q.denominator)
    return _contagion(list(args), norm(Fraction(num, den)))


@define("lcm", 0, None)
def lcm(*args: Any) -> Any:
    """Least common multiple (of rationals too)."""
    parts = _rational_parts("lcm", args)
    num, den = 1, 0
    for q in parts:
        if q == 0:
            return _contagion(list(args), 0)
        num = num * abs(q.numerator) // math.gcd(num, q.numerator)
        den = math.gcd(den, q.denominator)
    return _contagion(list(args), norm(Fraction(num, den or 1)))


@define("add1", 1)
def add1(x: Any) -> Any:
    """x + 1."""
    check_number("add1", x)
    return add2(x, 1)


@define("sub1", 1)
def sub1(x: Any) -> Any:
    """x - 1."""
    check_number("sub1", x)
    return sub2(x, 1)


# ------------------------------------------------------------------ predicates

@define("number?", 1)
def number_p(x: Any) -> bool:
    """Is x a number?"""
    return type(x) in _NUMBER


@define("complex?", 1)
def complex_p(x: Any) -> bool:
    """Is x a number? (every Racket number is complex)."""
    return type(x) in _NUMBER


@define("real?", 1)
def real_p(x: Any) -> bool:
    """Is x a real number?"""
    return type(x) in _REAL


@define("rational?", 1)
def rational_p(x: Any) -> bool:
    """Is x exact or a finite float?"""
    return is_rational(x)


@define("integer?", 1)
def integer_p(x: Any) -> bool:
    """Is x an integer (2.0 is)?"""
    return is_integer(x)


@define("exact-integer?", 1)
def exact_integer_p(x: Any) -> bool:
    """Is x an exact integer?"""
    return type(x) is int


@define("exact-nonnegative-integer?", 1)
def exact_nonnegative_integer_p(x: Any) -> bool:
    """Is x an exact integer >= 0?"""
    return type(x) is int and x >= 0


@define("exact-positive-integer?", 1)
def exact_positive_integer_p(x: Any) -> bool:
    """Is x an exact integer > 0?"""
    return type(x) is int and x > 0


@define("exact?", 1)
def exact_p(x: Any) -> bool:
    """Is the number x exact?"""
    check_number("exact?", x)
    return type(x) in _EXACT


@define("inexact?", 1)
def inexact_p(x: Any) -> bool:
    """Is the number x inexact?"""
    check_number("inexact?", x)
    return type(x) is float or type(x) is complex


@define("zero?", 1)
def zero_p(x: Any) -> bool:
    """Is the number x zero?"""
    check_number("zero?", x)
    return x == 0


@define("positive?", 1)
def positive_p(x: Any) -> bool:
    """Is the real x > 0?"""
    check_real("positive?", x)
    return x > 0


@define("negative?", 1)
def negative_p(x: Any) -> bool:
    """Is the real x < 0?"""
    check_real("negative?", x)
    return x < 0


@define("even?", 1)
def even_p(x: Any) -> bool:
    """Is the integer x even?"""
    check_integer("even?", x)
    return int(x) % 2 == 0


@define("odd?", 1)
def odd_p(x: Any) -> bool:
    """Is the integer x odd?"""
    check_integer("odd?", x)
    return int(x) % 2 == 1


# ------------------------------------------------------------------ rounding

def _float_result(value: float, x: float) -> float:
    """Keep the sign of x on a zero result (Racket: (round -0.4) is -0.0)."""
    return math.copysign(value, x) if value == 0 else value


def _rounder(who: str, op: Any) -> None:
    def rounder(x: Any) -> Any:
        check_real(who, x)
        t = type(x)
        if t is int:
            return x
        if t is Fraction:
            return int(op(x))
        if not math.isfinite(x):
            return x
        return _float_result(float(op(x)), x)
    rounder.__doc__ = f"Racket {who} (exact stays exact, floats stay floats)."
    define(who, 1)(rounder)


_rounder("floor", math.floor)
_rounder("ceiling", math.ceil)
_rounder("truncate", math.trunc)
_rounder("round", round)  # Python's round is round-half-to-even, like Racket's


@define("numerator", 1)
def numerator(x: Any) -> Any:
    """Numerator of a rational (a float for a float)."""
    if not is_rational(x):
        raise contract_error("numerator", "rational-number?", x)
    if type(x) is float:
        return float(Fraction(x).numerator)
    return Fraction(x).numerator


@define("denominator", 1)
def denominator(x: Any) -> Any:
    """Denominator of a rational (a float for a float)."""
    if not is_rational(x):
        raise contract_error("denominator", "rational-number?", x)
    if type(x) is float:
        return float(Fraction(x).denominator)
    return Fraction(x).denominator


@define("exact->inexact", 1)
def exact_to_inexact(x: Any) -> Any:
    """The float nearest to x."""
    check_number("exact->inexact", x)
    return to_inexact(x)


@define("inexact->exact", 1)
def inexact_to_exact(x: Any) -> Any:
    """The exact rational a float denotes."""
    check_number("inexact->exact", x)
    return to_exact("inexact->exact", x)


# ------------------------------------------------------------------ powers and roots

def _exact_sqrt(x: Any) -> Any:
    """Square root of an exact non-negative rational, exact when it is a perfect square."""
    q = Fraction(x)
    rn, rd = math.isqrt(q.numerator), math.isqrt(q.denominator)
    if rn * rn == q.numerator and rd * rd == q.denominator:
        return norm(Fraction(rn, rd))
    if q.numerator < 2 ** 1000 and q.denominator < 2 ** 1000:
        return math.sqrt(to_float(q))
    return to_float(rn) / to_float(rd)  # too large for a float: the integer roots suffice


@define("sqrt", 1)
def sqrt(x: Any) -> Any:
    """Square root: exact for exact perfect squares; a complex for negative numbers."""
    check_number("sqrt", x)
    t = type(x)
    if t is complex:
        return cmath.sqrt(x)
    if t is float:
        if x < 0:
            return complex(0.0, math.sqrt(-x))
        return math.sqrt(x)
    if x < 0:
        root = _exact_sqrt(-x)
        return complex(0.0, to_float(root))
    return _exact_sqrt(x)


def _float_expt(a: float, b: float) -> Any:
    if a == 0.0 and b < 0:
        odd = b.is_integer() and int(b) % 2 == 1
        return -math.inf if odd and math.copysign(1, a) < 0 else math.inf
    try:
        return a ** b
    except OverflowError:
        return math.inf if a > 0 or (b.is_integer() and int(b) % 2 == 0) else -math.inf


@define("expt", 2)
def expt(a: Any, b: Any) -> Any:
    """a to the power b, exact when both are exact and the result is rational."""
    check_number("expt", a)
    check_number("expt", b)
    tb = type(b)
    if _is_exact_zero(b):
        return 1
    if _is_exact_zero(a):
        if tb is float and b == 0.0:
            return 1.0
        if tb is complex or b > 0:
            return 0
        raise racket_error(f"expt: undefined for values 0 and {format_number(b)}",
                           EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
    if tb is int and type(a) in _EXACT:
        return norm(Fraction(a) ** b) if b < 0 else a ** b
    if b == Fraction(1, 2) and tb is Fraction:
        return sqrt(a)
    if type(a) is complex or tb is complex:
        return cmath.exp(complex(b) * cmath.log(a))
    fa, fb = to_float(a), to_float(b)
    if fa < 0 and not fb.is_integer():
        return cmath.exp(fb * cmath.log(fa))
    return _float_expt(fa, fb)


@define("exp", 1)
def exp(x: Any) -> Any:
    """e to the power x ((exp 0) is exact 1)."""
    check_number("exp", x)
    if _is_exact_zero(x):
        return 1
    if type(x) is complex:
        return cmath.exp(x)
    try:
        return math.exp(to_float(x))
    except OverflowError:
        return math.inf


def _ln(x: Any) -> Any:
    if _is_exact_zero(x):
        raise divide_by_zero("log")
    if x == 1 and type(x) is int:
        return 0
    if type(x) is complex:
        return cmath.log(x)
    if type(x) is float:
        if x == 0.0:
            return -math.inf
        if x != x or x == math.inf:
            return x
        if x < 0:
            return cmath.log(x)
        return math.log(x)
    if x < 0:
        return complex(math.log(-x) if type(x) is int else math.log(to_float(-x)), math.pi)
    return math.log(x) if type(x) is int else math.log(x.numerator) - math.log(x.denominator)


@define("log", 1, 2)
def log(x: Any, base: Any = None) -> Any:
    """Natural logarithm, or the logarithm in ``base``: (/ (log x) (log base))."""
    check_number("log", x)
    if base is None:
        return _ln(x)
    check_number("log", base)
    return div2(_ln(x), _ln(base))


def _trig(who: str, fn: Any, cfn: Any, exact_at: tuple, domain: Any = None) -> None:
    def trig(x: Any) -> Any:
        check_number(who, x)
        if type(x) is int and x == exact_at[0]:
            return exact_at[1]
        if type(x) is complex:
            return cfn(x)
        if domain is not None and not domain(x):
            # Racket's branch cuts: approach the real axis from below right of 1
            return cfn(complex(x, -0.0 if x > 0 else 0.0))
        return fn(to_float(x))
    trig.__doc__ = f"Racket {who}."
    define(who, 1)(trig)


_trig("sin", math.sin, cmath.sin, (0, 0))
_trig("cos", math.cos, cmath.cos, (0, 1))
_trig("tan", math.tan, cmath.tan, (0, 0))
_trig("asin", math.asin, cmath.asin, (0, 0), lambda x: -1 <= x <= 1)
_trig("acos", math.acos, cmath.acos, (1, 0), lambda x: -1 <= x <= 1)


@define("atan", 1, 2)
def atan(y: Any, x: Any = None) -> Any:
    """Arc tangent of y, or of y/x using the signs of both (atan2)."""
    if x is None:
        check_number("atan", y)
        if _is_exact_zero(y):
            return 0
        return cmath.atan(y) if type(y) is complex else math.atan(to_float(y))
    check_real("atan", y)
    check_real("atan", x)
    if _is_exact_zero(y) and type(x) in _EXACT:
        if x == 0:
            raise racket_error("atan2: undefined for values 0 and 0",
                               EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
        if x > 0:
            return 0
    return math.atan2(to_float(y), to_float(x))


# ------------------------------------------------------------------ conversions

_RADIX_FORMAT = {2: "b", 8: "o", 10: "d", 16: "x"}


def _int_radix(n: int, radix: int) -> str:
    return format(n, _RADIX_FORMAT[radix])


@define("number->string", 1, 2)
def number_to_string(x: Any, radix: Any = 10) -> str:
    """The printed form of x (in radix 2, 8, 10 or 16 for exact numbers)."""
    check_number("number->string" if radix == 10 else "inexact?", x)  # sic, Racket 8.7
    if type(radix) is not int or radix not in _RADIX_FORMAT:
        raise contract_error("number->string", "(or/c 2 8 10 16)", radix)
    if radix == 10:
        return format_number(x)
    if type(x) is int:
        return _int_radix(x, radix)
    if type(x) is Fraction:
        return f"{_int_radix(x.numerator, radix)}/{_int_radix(x.denominator, radix)}"
    raise racket_error("number->string: inexact numbers can only be printed in base 10\n"
                       f"  number: {format_number(x)}\n  requested base: {radix}",
                       EXN_FAIL_CONTRACT)


@define("string->number", 1, 2)
def string_to_number(s: Any, radix: Any = 10) -> Any:
    """The number the string denotes, or #f."""
    if type(s) is not str:
        raise contract_error("string->number", "string?", s)
    if type(radix) is not int or not 2 <= radix <= 16:
        raise contract_error("string->number", "(integer-in 2 16)", radix)
    try:
        value = parse_number(s, radix)
    except (ValueError, OverflowError):
        value = None
    return False if value is None else value


# ------------------------------------------------------------------ random

_RANDOM_MAX = 4294967087


@define("random", 0, 2)
def random(a: Any = None, b: Any = None) -> Any:
    """(random) a float in [0, 1); (random k) an int in [0, k); (random lo hi) in [lo, hi)."""
    if a is None:
        return _random.random()
    if b is None:
        if type(a) is not int or not 1 <= a <= _RANDOM_MAX:
            raise contract_error("random",
                                 "(or/c (integer-in 1 4294967087) pseudo-random-generator?)", a)
        return _random.randrange(a)
    args = [a, b]
    if type(a) is not int:
        raise contract_error("random", "exact-integer?", a, 0, args)
    if type(b) is not int or b <= a:
        raise contract_error("random", f"(>/c {print_string(a)})", b, 1, args)
    if b - a > _RANDOM_MAX:
        raise contract_error("random", f"(<=/c {a + _RANDOM_MAX})", b, 1, args)
    return _random.randrange(a, b)


@define("random-seed", 1)
def random_seed(k: Any) -> Any:
    """Seed the generator behind `random` (Python's global random)."""
    if type(k) is not int or not 0 <= k < 2 ** 31:
        raise contract_error("random-seed", "(integer-in 0 (sub1 (expt 2 31)))", k)
    _random.seed(k)
    return VOID


# ------------------------------------------------------------------ bitwise

def _bitwise(who: str, op: Any, unit: int) -> None:
    def bitwise(*args: Any) -> int:
        result = unit
        for a in args:
            check_exact_integer(who, a)
            result = op(result, a)
        return result
    bitwise.__doc__ = f"Racket {who} over exact integers."
    define(who, 0, None)(bitwise)


_bitwise("bitwise-and", lambda a, b: a & b, -1)
_bitwise("bitwise-ior", lambda a, b: a | b, 0)
_bitwise("bitwise-xor", lambda a, b: a ^ b, 0)


@define("bitwise-not", 1)
def bitwise_not(n: Any) -> int:
    """Bitwise complement: -n - 1."""
    check_exact_integer("bitwise-not", n)
    return ~n


@define("arithmetic-shift", 2)
def arithmetic_shift(n: Any, k: Any) -> int:
    """n shifted left by k bits (right when k is negative)."""
    check_exact_integer("arithmetic-shift", n)
    check_exact_integer("arithmetic-shift", k)
    return n << k if k >= 0 else n >> -k


@define("integer-length", 1)
def integer_length(n: Any) -> int:
    """The number of bits needed to represent n in two's complement (without the sign)."""
    check_exact_integer("integer-length", n)
    return n.bit_length() if n >= 0 else (~n).bit_length()
