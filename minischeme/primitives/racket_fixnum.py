"""racket/fixnum: arithmetic on fixnums (Racket CS's 61-bit integers, -2^60 .. 2^60-1) and
fxvectors, as Racket 8.7 CS has them.

Every argument must be a fixnum: anything else (a flonum, a bignum) is `fx+: contract
violation / expected: fixnum?`. A result outside the fixnum range is an error too
(exn:fail:contract:non-fixnum-result), worded as Chez Scheme words it: `fx+: fixnum
overflow with arguments 1152921504606846975 and 1`. The variadic `fx+`, `fx-`, `fx*`
fold from the left, checking each argument as they reach it (so an overflow before a bad
argument is the error); the comparisons and `fxmin`/`fxmax` check every argument first.
The `/wraparound` forms wrap the result into the range instead. `most-positive-fixnum`
and `most-negative-fixnum` are procedures of no arguments in Racket CS, as here.

fxvectors are number_vectors' (`#fx(1 2)`); `for/fxvector` and `for*/fxvector` are
forms/number_vector_loops.py's.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.errors import (EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_NON_FIXNUM_RESULT,
                                      contract_error, racket_error)
from minischeme.values.printer import format_number
from . import number_vectors as nv
from .registry import define, library

library("racket/fixnum")

LOW, HIGH = -(1 << 60), (1 << 60) - 1      # the fixnum range
_BITS = 61


def is_fixnum(v: Any) -> bool:
    return type(v) is int and LOW <= v <= HIGH


def fx(who: str, v: Any) -> int:
    """v, a fixnum, or `who: contract violation / expected: fixnum?`."""
    if type(v) is not int or not LOW <= v <= HIGH:
        raise contract_error(who, "fixnum?", v)
    return v


def _overflow(who: str, a: int, b: int) -> Exception:
    return racket_error(f"{who}: fixnum overflow with arguments {a} and {b}",
                        EXN_FAIL_CONTRACT_NON_FIXNUM_RESULT)


def _overflow_computing(who: str, *args: int) -> Exception:
    shown = " ".join(str(a) for a in args)
    return racket_error(f"{who}: fixnum overflow computing '({who} {shown})",
                        EXN_FAIL_CONTRACT_NON_FIXNUM_RESULT)


def _wrap(n: int) -> int:
    """n reduced into the fixnum range (two's complement in 61 bits)."""
    n &= (1 << _BITS) - 1
    return n - (1 << _BITS) if n > HIGH else n


def _fold(who: str, op: Callable[[int, int], int], unit: int, args: tuple) -> int:
    """(who a b c ...): ((a op b) op c) ..., each argument checked as it is reached."""
    if not args:
        return unit
    acc = fx(who, args[0])
    for b in args[1:]:
        r = op(acc, fx(who, b))
        if not LOW <= r <= HIGH:
            raise _overflow(who, acc, b)
        acc = r
    return acc


@define("fx+", 0, None)
def fx_add(*args: Any) -> int:
    """The sum of the fixnums (0 for none)."""
    return _fold("fx+", int.__add__, 0, args)


@define("fx*", 0, None)
def fx_mul(*args: Any) -> int:
    """The product of the fixnums (1 for none)."""
    return _fold("fx*", int.__mul__, 1, args)


@define("fx-", 1, None)
def fx_sub(*args: Any) -> int:
    """(fx- a) is 0 - a; (fx- a b c ...) subtracts b, c ... from a."""
    if len(args) == 1:
        return _fold("fx-", int.__sub__, 0, (0, args[0]))
    return _fold("fx-", int.__sub__, 0, args)


def _divider(who: str, op: Callable[[int, int], int]) -> Callable[[Any, Any], int]:
    def divide(a: Any, b: Any) -> int:
        a, b = fx(who, a), fx(who, b)
        if b == 0:
            raise racket_error(f"{who}: attempt to divide by zero", EXN_FAIL_CONTRACT)
        r = op(a, b)
        if not LOW <= r <= HIGH:
            raise _overflow_computing(who, a, b)
        return r
    divide.__doc__ = f"({who} a b) of two fixnums, b not 0."
    return divide


def _quotient(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


define("fxquotient", 2)(_divider("fxquotient", _quotient))
define("fxremainder", 2)(_divider("fxremainder", lambda a, b: a - b * _quotient(a, b)))
define("fxmodulo", 2)(_divider("fxmodulo", lambda a, b: a % b))


@define("fxabs", 1)
def fxabs(a: Any) -> int:
    """|a| (an error for the most negative fixnum, whose magnitude is no fixnum)."""
    a = fx("fxabs", a)
    if a == LOW:
        raise _overflow_computing("fxabs", a)
    return abs(a)


def _comparison(who: str, test: Callable[[int, int], bool]) -> None:
    def compare(*args: Any) -> bool:
        for a in args:
            fx(who, a)
        return all(test(a, b) for a, b in zip(args, args[1:]))
    compare.__doc__ = f"({who} a b ...): every argument a fixnum, each pair in order."
    define(who, 1, None)(compare)


for _name, _test in (("fx=", int.__eq__), ("fx<", int.__lt__), ("fx>", int.__gt__),
                     ("fx<=", int.__le__), ("fx>=", int.__ge__)):
    _comparison(_name, _test)


@define("fxmin", 1, None)
def fxmin(*args: Any) -> int:
    """The least of the fixnums."""
    return min(fx("fxmin", a) for a in args)


@define("fxmax", 1, None)
def fxmax(*args: Any) -> int:
    """The greatest of the fixnums."""
    return max(fx("fxmax", a) for a in args)


def _bitwise(who: str, op: Callable[[int, int], int], unit: int) -> None:
    def combine(*args: Any) -> int:
        acc = unit
        for a in args:
            acc = op(acc, fx(who, a))
        return acc
    combine.__doc__ = f"({who} a ...): the fixnums' bits combined ({unit} for none)."
    define(who, 0, None)(combine)


_bitwise("fxand", int.__and__, -1)
_bitwise("fxior", int.__or__, 0)
_bitwise("fxxor", int.__xor__, 0)


@define("fxnot", 1)
def fxnot(a: Any) -> int:
    """The bitwise complement of a fixnum."""
    return ~fx("fxnot", a)


def _shift_count(who: str, a: Any, n: Any, most: int = _BITS - 1) -> tuple[int, int]:
    """a and n, fixnums, n a shift count from 0 to ``most``."""
    a, n = fx(who, a), fx(who, n)
    if not 0 <= n <= most:
        raise racket_error(f"{who}: invalid shift count {n}", EXN_FAIL_CONTRACT)
    return a, n


@define("fxlshift", 2)
def fxlshift(a: Any, n: Any) -> int:
    """a shifted n bits left (n from 0 to 60; the result must be a fixnum)."""
    a, n = _shift_count("fxlshift", a, n)
    r = a << n
    if not LOW <= r <= HIGH:
        raise _overflow("fxlshift", a, n)
    return r


@define("fxrshift", 2)
def fxrshift(a: Any, n: Any) -> int:
    """a shifted n bits right, arithmetically (n from 0 to 60)."""
    a, n = _shift_count("fxrshift", a, n)
    return a >> n


@define("fx+/wraparound", 2)
def fx_add_wrap(a: Any, b: Any) -> int:
    """a + b, wrapped into the fixnum range."""
    return _wrap(fx("fx+/wraparound", a) + fx("fx+/wraparound", b))


@define("fx-/wraparound", 1, 2)
def fx_sub_wrap(a: Any, b: Any = None) -> int:
    """a - b (or 0 - a), wrapped into the fixnum range."""
    if b is None:
        a, b = 0, a
    return _wrap(fx("fx-/wraparound", a) - fx("fx-/wraparound", b))


@define("fx*/wraparound", 2)
def fx_mul_wrap(a: Any, b: Any) -> int:
    """a * b, wrapped into the fixnum range."""
    return _wrap(fx("fx*/wraparound", a) * fx("fx*/wraparound", b))


@define("fxlshift/wraparound", 2)
def fxlshift_wrap(a: Any, n: Any) -> int:
    """a shifted n bits left (n from 0 to 61), wrapped into the fixnum range."""
    a, n = _shift_count("fxlshift/wraparound", a, n, _BITS)
    return _wrap(a << n)


def _popcount(who: str, bits: int | None) -> None:
    expected = "non-negative-fixnum?" if bits is None else f"{bits}-bit-fixnum?"
    top = HIGH if bits is None else (1 << bits) - 1

    def popcount(a: Any) -> int:
        if type(a) is not int or not 0 <= a <= top:
            raise contract_error(who, expected, a)
        return bin(a).count("1")
    popcount.__doc__ = f"({who} a): how many bits of a are 1."
    define(who, 1)(popcount)


_popcount("fxpopcount", None)
_popcount("fxpopcount32", 32)
_popcount("fxpopcount16", 16)


@define("fx->fl", 1)
def fx_to_fl(a: Any) -> float:
    """The flonum nearest the fixnum."""
    return float(fx("fx->fl", a))


@define("fl->fx", 1)
def fl_to_fx(x: Any) -> int:
    """The flonum truncated to a fixnum (an error when that is out of the range)."""
    if type(x) is not float:
        raise contract_error("fl->fx", "flonum?", x)
    if x != x or x in (float("inf"), float("-inf")) or not LOW <= int(x) <= HIGH:
        raise racket_error(f"fl->fx: result for {format_number(x)} would be outside of "
                           "fixnum range", EXN_FAIL_CONTRACT)
    return int(x)


@define("fixnum-for-every-system?", 1)
def fixnum_for_every_system(v: Any) -> bool:
    """Is v a fixnum on every platform Racket runs on (30 bits: -2^29 .. 2^29-1)?"""
    return type(v) is int and -(1 << 29) <= v < (1 << 29)


@define("most-positive-fixnum", 0)
def most_positive_fixnum() -> int:
    """The greatest fixnum, 2^60 - 1."""
    return HIGH


@define("most-negative-fixnum", 0)
def most_negative_fixnum() -> int:
    """The least fixnum, -2^60."""
    return LOW


# ------------------------------------------------------------------ fxvectors

# fxvectors: number_vectors' procedures under this library's names
nv.define_procedures("fx", "fixnum", is_fixnum, "fixnum?", 0, "racket/fixnum")

