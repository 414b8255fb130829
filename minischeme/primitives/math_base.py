"""math/base beyond racket/math (which it re-exports): `sum`, the constants `euler.0`,
`phi.0`, `gamma.0`, `catalan.0`, `random-bits`, `random-natural`, `random-integer`,
`power-of-two?`, `absolute-error`, `relative-error`, `asinh`, `acosh`, `atanh`,
`float-complex?`. Ported from Racket 8.7's math-lib (math/private/base/base-functions.rkt
and base-random.rkt), so the answers are Racket's: `sum` keeps exact numbers exact and adds
flonums with one rounding (flsum), and the random procedures draw from the same generator
as `random`, in the same way, so a seeded program gets Racket's numbers."""
from __future__ import annotations

import cmath
import math
from fractions import Fraction
from typing import Any

from minischeme.values.data import is_list, list_to_python
from minischeme.values.errors import contract_error
from .base_numbers import add2, is_real, norm, to_exact
from .pseudo_random import current
from .registry import add, define, library

library("math/base")

add("euler.0", math.e)
add("phi.0", (1 + math.sqrt(5)) / 2)
add("gamma.0", 0.5772156649015329)       # the Euler-Mascheroni constant
add("catalan.0", 0.915965594177219)      # Catalan's constant, as Racket prints it


def _flsum(xs: list[float]) -> float:
    """Racket's flsum: the flonums added with one rounding (an infinity or NaN among them
    makes what plain addition makes)."""
    try:
        return math.fsum(xs)
    except (ValueError, OverflowError):
        return sum(xs, 0.0)


@define("sum", 1)
def sum_(xs: Any) -> Any:
    """(sum xs): the sum of a list of reals; the exact ones are added exactly, the flonums
    with one rounding, and an exact and inexact total make a flonum (0 for no numbers)."""
    if not is_list(xs):
        raise contract_error("sum", "list?", xs)
    return sum_of(list_to_python(xs))


def sum_of(xs: list) -> Any:
    """math/base's sum of a Python list of reals (math/statistics' sums too)."""
    exact: Any = 0
    floats: list[float] = []
    for x in xs:
        if type(x) is float:
            floats.append(x)
        elif is_real(x):
            exact = add2(exact, x)
        else:
            raise contract_error("sum", "real?", x)
    if not floats:
        return exact
    total = _flsum(floats)
    if exact == 0 or not math.isfinite(total):
        return total if exact == 0 else total + float(exact)
    return float(add2(exact, to_exact("inexact->exact", total)))


# ------------------------------------------------------------------ random integers

_BLOCK_BITS = 29
_RANDOM_MAX = 4294967087                 # the largest k of (random k)
_BIAS_BITS = 2 * _BLOCK_BITS


def _random_bits(bits: int) -> int:
    """A natural number of `bits` random bits, drawn as math-lib draws it: the leftover
    bits first, then blocks of 29."""
    if bits == 0:
        return 0
    blocks, rem = divmod(bits, _BLOCK_BITS)
    gen = current()
    r = gen.integer(1 << rem)
    for _ in range(blocks):
        r = (r << _BLOCK_BITS) | gen.integer(1 << _BLOCK_BITS)
    return r


def _random_natural(n: int) -> int:
    """A random integer in [0, n), n positive: (random n) when it can, else math-lib's
    rejection sampling over extra bits."""
    if n <= _RANDOM_MAX:
        return current().integer(n)
    bits = _BIAS_BITS + (n - 1).bit_length()
    while True:
        r = ((_random_bits(bits) + 1) * n) >> bits
        if r < n:
            return r


def _exact_int(who: str, x: Any) -> int:
    if type(x) is not int or isinstance(x, bool):
        raise contract_error(who, "exact-integer?", x)
    return x


@define("random-bits", 1)
def random_bits(bits: Any) -> int:
    """(random-bits k): a random natural number below 2^k."""
    if _exact_int("random-bits", bits) < 0:
        raise contract_error("random-bits", "Non-Negative-Integer", bits)
    return _random_bits(bits)


@define("random-natural", 1)
def random_natural(n: Any) -> int:
    """(random-natural n): a random integer in [0, n), n as large as you like."""
    if _exact_int("random-natural", n) <= 0:
        raise contract_error("random-natural", "Positive-Integer", n)
    return _random_natural(n)


@define("random-integer", 2)
def random_integer(a: Any, b: Any) -> int:
    """(random-integer a b): a random integer from the smaller of a and b up to (not
    including) the larger."""
    lo, hi = sorted((_exact_int("random-integer", a), _exact_int("random-integer", b)))
    if lo == hi:
        raise contract_error("random-natural", "Positive-Integer", 0)   # as math-lib's
    return lo + _random_natural(hi - lo)


# ------------------------------------------------------------------ reals


def _real(who: str, x: Any) -> Any:
    if not is_real(x):
        raise contract_error(who, "real?", x)
    return x


@define("power-of-two?", 1)
def power_of_two_p(x: Any) -> bool:
    """Is the positive real x 2 to an integer power (1/8 and 0.25 are)?"""
    x = _real("power-of-two?", x)
    if not x > 0:
        return False
    if type(x) is float:
        if math.isinf(x):
            return True                  # as math-lib's (fl= x (flexpt 2.0 +inf.0))
        try:
            return x == 2.0 ** round(math.log(x) / math.log(2.0))
        except OverflowError:            # flexpt's +inf.0 is no finite x
            return False
    if type(x) is int:
        return x & (x - 1) == 0
    return x.numerator == 1 and power_of_two_p(x.denominator)


def _error_type(x: Any, r: Any, e: Any) -> Any:
    """An error is a flonum when x or r is one, else exact (math-lib's fix-exact-return)."""
    return float(e) if type(x) is float or type(r) is float else e


def _finite(x: Any) -> bool:
    return type(x) is not float or math.isfinite(x)


@define("absolute-error", 2)
def absolute_error(x: Any, r: Any) -> Any:
    """(absolute-error x r): |x - r| computed exactly; +inf.0 for infinities or NaN."""
    _real("absolute-error", x), _real("absolute-error", r)
    if x == r and type(x) is type(r):
        return _error_type(x, r, 0)
    if _finite(x) and _finite(r):
        return _error_type(x, r, norm(abs(Fraction(x) - Fraction(r))))
    return math.inf


@define("relative-error", 2)
def relative_error(x: Any, r: Any) -> Any:
    """(relative-error x r): |(x - r) / r| computed exactly; +inf.0 for r zero (and x not),
    infinities or NaN."""
    _real("relative-error", x), _real("relative-error", r)
    if (x == r and type(x) is type(r)) or (x == 0 and r == 0):
        return _error_type(x, r, 0)
    if r == 0:
        return math.inf
    if _finite(x) and _finite(r):
        return _error_type(x, r, norm(abs((Fraction(x) - Fraction(r)) / Fraction(r))))
    return math.inf


def _flasinh(x: float) -> float:
    """math-lib's flasinh, branch for branch (C's log1p and expm1 for its own)."""
    if x < 0.0:
        return -_flasinh(-x)
    if x < 2e-8:
        return x
    if x < 0.00018:
        return x * (1.0 + (-1 / 6 * x) * x)
    if x < 1.0:
        return math.log1p(x + math.expm1(0.5 * math.log1p(x * x)))   # flsqrt1pm1(x * x)
    if x < 3e3:
        return math.log(x + math.sqrt(x * x + 1.0))
    if x < 1e307:
        return math.log(x * 2.0) + 1.0 / ((4.0 * x) * x)
    return math.log(x) + math.log(2.0)


def _flacosh(x: float) -> float:
    """math-lib's flacosh (NaN below 1)."""
    if not x >= 1.0:
        return math.nan
    if x < 1.5:
        y = x - 1.0
        return math.log1p(y + math.sqrt(y * y + 2.0 * y))
    if x < 1e8:
        return math.log(x + math.sqrt(x * x - 1.0))
    if x < 1e307:
        return math.log(x * 2.0)
    return math.log(x) + math.log(2.0)


def _flatanh(x: float) -> float:
    """math-lib's flatanh (+inf.0 at 1, NaN beyond)."""
    if x < 0.0:
        return -_flatanh(-x)
    if x < 1e-8:
        return x
    if x < 0.00015:
        return x + ((1 / 3 * x) * x) * x
    if x < 0.5:
        return 0.5 * (math.log1p(x) - math.log1p(-x))
    if x < 1.0:
        return 0.5 * math.log((1.0 + x) / (1.0 - x))
    return math.inf if x == 1.0 else math.nan


def _inverse_hyperbolic(name: str, fn: Any, exact_at: int) -> None:
    """Define asinh, acosh or atanh of a real: of an exact `exact_at` (0, or 1 for acosh)
    exactly 0, else math-lib's flonum function of it."""
    def inverse(x: Any) -> Any:
        x = _real(name, x)
        if type(x) is not float and x == exact_at:
            return 0
        if name == "acosh" and type(x) is not float and x < 1:   # complex, as Racket's
            z = complex(x)
            return cmath.log(z + cmath.sqrt(z + 1) * cmath.sqrt(z - 1))
        return fn(float(x))
    inverse.__doc__ = f"Racket's {name} of a real number."
    define(name, 1)(inverse)


_inverse_hyperbolic("asinh", _flasinh, 0)
_inverse_hyperbolic("acosh", _flacosh, 1)
_inverse_hyperbolic("atanh", _flatanh, 0)


@define("float-complex?", 1)
def float_complex_p(x: Any) -> bool:
    """Is x a complex number with flonum parts (1.0+2.0i, not 1+2i or 1.0)?"""
    return type(x) is complex
