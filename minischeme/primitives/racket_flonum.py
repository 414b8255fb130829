"""racket/flonum: arithmetic on flonums (doubles) and flvectors, as Racket 8.7 CS has them.

Every argument must be a flonum: an exact number is `fl+: contract violation / expected:
flonum?`, not converted. The results are IEEE's: a flonum always, never a complex number
or an error, so where racket/base's `sqrt`, `log`, `asin`, `expt` would give a complex
number these give +nan.0 (`(flsqrt -1.0)`, `(fllog -1.0)`), and a division by 0.0 is an
infinity or +nan.0. `flmin`/`flmax` keep a NaN and choose between 0.0 and -0.0 as Chez
does. `->fl` takes an exact integer only, `fl->exact-integer` an integral flonum only.

flvectors are number_vectors' (`#fl(1.0 2.0)`); `for/flvector` and `for*/flvector` are
forms/vector_loops.py's.
"""
from __future__ import annotations

import math
import struct
from typing import Any, Callable

from minischeme.values.errors import contract_error
from . import number_vectors as nv
from .base_transcendental import float_expt
from .pseudo_random import is_generator
from .registry import define, library, lookup_primitive

library("racket/flonum")

_NAN, _INF = math.nan, math.inf


def is_flonum(v: Any) -> bool:
    return type(v) is float


def fl(who: str, v: Any) -> float:
    """v, a flonum, or `who: contract violation / expected: flonum?`."""
    if type(v) is not float:
        raise contract_error(who, "flonum?", v)
    return v


def _divide(a: float, b: float) -> float:
    """a / b as IEEE divides (by a zero: an infinity of the quotient's sign, or NaN)."""
    if b == 0.0:
        if a != a or a == 0.0:
            return _NAN
        return math.copysign(_INF, a) * math.copysign(1.0, b)
    return a / b


def _arithmetic(who: str, op: Callable[[float, float], float], unit: float,
                one: Callable[[float], float] | None) -> None:
    def fold(*args: Any) -> float:
        if not args:
            return unit
        acc = fl(who, args[0])
        if len(args) == 1 and one is not None:
            return one(acc)
        for b in args[1:]:
            acc = op(acc, fl(who, b))
        return acc
    fold.__doc__ = f"({who} x ...) of flonums, from the left."
    define(who, 0 if one is None else 1, None)(fold)


_arithmetic("fl+", float.__add__, 0.0, None)
_arithmetic("fl*", float.__mul__, 1.0, None)
_arithmetic("fl-", float.__sub__, 0.0, lambda x: -x)
_arithmetic("fl/", _divide, 1.0, lambda x: _divide(1.0, x))


def _comparison(who: str, test: Callable[[float, float], bool]) -> None:
    def compare(*args: Any) -> bool:
        for a in args:
            fl(who, a)
        return all(test(a, b) for a, b in zip(args, args[1:]))
    compare.__doc__ = f"({who} x y ...): every argument a flonum, each pair in order."
    define(who, 1, None)(compare)


for _name, _test in (("fl=", float.__eq__), ("fl<", float.__lt__), ("fl>", float.__gt__),
                     ("fl<=", float.__le__), ("fl>=", float.__ge__)):
    _comparison(_name, _test)


def _extreme(who: str, better: Callable[[float, float], bool]) -> None:
    def choose(*args: Any) -> float:
        acc = fl(who, args[0])
        for b in args[1:]:
            b = fl(who, b)
            acc = acc if better(acc, b) or acc != acc else b
        return acc
    choose.__doc__ = f"({who} x y ...): Chez's choice, a NaN kept."
    define(who, 1, None)(choose)


_extreme("flmin", float.__lt__)
_extreme("flmax", float.__gt__)


def _unary(who: str, op: Callable[[float], float]) -> None:
    def apply(x: Any) -> float:
        return op(fl(who, x))
    apply.__doc__ = f"({who} x) of a flonum, a flonum."
    define(who, 1)(apply)


def _nan_outside(f: Callable[[float], float]) -> Callable[[float], float]:
    """f, with NaN where the math library finds no real result (a domain error)."""
    def op(x: float) -> float:
        try:
            return f(x)
        except ValueError:
            return _NAN
        except OverflowError:
            return _INF
    return op


def _log(x: float) -> float:
    if x == 0.0:
        return -_INF
    if x < 0 or x != x:
        return _NAN
    return math.log(x)


def _sqrt(x: float) -> float:
    return _NAN if x < 0 else math.sqrt(x)


_unary("flabs", abs)
for _name in ("round", "floor", "ceiling", "truncate"):       # racket/base's, on a flonum
    _unary(f"fl{_name}", lookup_primitive(_name).fn)
for _name, _f in (("flsin", math.sin), ("flcos", math.cos), ("fltan", math.tan),
                  ("flasin", math.asin), ("flacos", math.acos), ("flatan", math.atan),
                  ("flexp", math.exp)):
    _unary(_name, _nan_outside(_f))
_unary("fllog", _log)
_unary("flsqrt", _sqrt)


@define("flexpt", 2)
def flexpt(a: Any, b: Any) -> float:
    """a to the power b, a flonum (+nan.0 where expt would be a complex number)."""
    r = float_expt(fl("flexpt", a), fl("flexpt", b))
    return _NAN if type(r) is complex else r


@define("->fl", 1)
def to_fl(n: Any) -> float:
    """The flonum nearest the exact integer n (an infinity past the largest)."""
    if type(n) is not int:
        raise contract_error("->fl", "exact-integer?", n)
    try:
        return float(n)
    except OverflowError:
        return _INF if n > 0 else -_INF


@define("fl->exact-integer", 1)
def fl_to_exact_integer(x: Any) -> int:
    """The exact integer an integral flonum is."""
    if type(x) is not float or not math.isfinite(x) or not x.is_integer():
        raise contract_error("fl->exact-integer", "(and/c flonum? integer?)", x)
    return int(x)


@define("flsingle", 1)
def flsingle(x: Any) -> float:
    """x rounded to the nearest single-precision value (still a double)."""
    x = fl("flsingle", x)
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(_INF, x)


@define("flrandom", 1)
def flrandom(g: Any) -> float:
    """A flonum in (0, 1) from the generator g, as (random g) draws it."""
    if not is_generator(g):
        raise contract_error("flrandom", "pseudo-random-generator?", g)
    return g.real()


_COMPLEX_PARTS = ("(and/c complex?\n                   (lambda (c) (flonum? (real-part c)))\n"
                  "                   (lambda (c) (flonum? (imag-part c))))")


@define("make-flrectangular", 2)
def make_flrectangular(a: Any, b: Any) -> complex:
    """The complex number a+bi of two flonums."""
    return complex(fl("make-flrectangular", a), fl("make-flrectangular", b))


@define("flreal-part", 1)
def flreal_part(z: Any) -> float:
    """The real part of a complex number whose parts are flonums."""
    if type(z) is not complex:
        raise contract_error("flreal-part", _COMPLEX_PARTS, z)
    return z.real


@define("flimag-part", 1)
def flimag_part(z: Any) -> float:
    """The imaginary part of a complex number whose parts are flonums."""
    if type(z) is not complex:
        raise contract_error("flimag-part", _COMPLEX_PARTS, z)
    return z.imag


# ------------------------------------------------------------------ flvectors

# flvectors: number_vectors' procedures under this library's names
nv.define_procedures("fl", "flonum", is_flonum, "flonum?", 0.0, "racket/flonum")
