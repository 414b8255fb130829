"""Numbers (racket/base): arithmetic with Racket's exactness rules, comparisons, predicates,
rounding, conversions to and from text, and bitwise operations; the helpers every number
primitive shares (the checks, contagion, the size limits). Powers, roots, exponentials,
logarithms, trigonometry and complex numbers' parts are in base_transcendental.

Exactness follows Racket CS: exact op exact stays exact (Fraction normalised to int);
an inexact operand makes the result a float, except that an exact 0 is absorbing for `*`
and `/` (`(* 0 1.5)` is 0) and an identity for `+` and `-` (`(+ -0.0 0)` is -0.0).
"""
from __future__ import annotations

import math
import operator
from fractions import Fraction
from typing import Any

from minischeme.primitives import exact_rationals
from minischeme.values.data import MString, make_mstring, MultipleValues, Symbol, VOID, as_str
from minischeme.values.errors import (EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO, EXN_FAIL_OUT_OF_MEMORY,
                      Raise, contract_error, divide_by_zero, racket_error)
from minischeme.values.printer import format_float, format_number, int_string, print_string
from minischeme.values.lexical import ExactComplex, make_exact_complex, parse_number, read_number
from .registry import define, library

library("racket/base")

_EXACT = (int, Fraction)
_ADD, _SUB, _MUL, _DIV = operator.add, operator.sub, operator.mul, operator.truediv
_REAL = (int, Fraction, float)
_NUMBER = (int, Fraction, float, complex, ExactComplex)


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


# ------------------------------------------------------------------ sizes
#
# Python makes a bignum, a string or a list in one C call that neither the step limit nor
# the wall clock can stop, and on a machine without a memory cap the operating system
# kills the process (or it swaps for minutes) instead of raising MemoryError. So results
# that no program of a course needs are refused at once, with Racket's out-of-memory error
# (a catchable exn:fail:out-of-memory, as when Racket fails to allocate):
#
# * MAX_BITS: an exact integer (or either part of a fraction) of more than 2**31 bits
#   (256 MiB for one number) from arithmetic-shift or expt. Racket CS refuses at once only
#   a shift by a count that is not a fixnum ("arithmetic-shift: out of memory", and
#   "ash: out of memory" from expt of 2 or 1/2); below that it tries, and runs out of
#   memory (the process aborts) or of time.
# * MAX_POWER_BITS: a power built by repeated multiplication costs time more than memory:
#   3^(10^7), 16 million bits, takes about 4 s in Python (and in Racket), and the time
#   grows as bits^1.6; powers over 2**25 bits (about 10 million digits, 10 s or more of
#   one C call) are refused. Powers of 2 are made by a shift, which is cheap.
# * MAX_LENGTH: a string, vector or list of more than 2**28 elements (at least 2 GiB for a
#   vector or a list here). Racket refuses outright a string of 2**58 characters, a vector
#   of 2**57 elements or a byte string of 2**60 bytes, with "out of memory making string"
#   and the length (``_MAKING_LIMIT``); a smaller one it asks memory for, and says just
#   "out of memory" when it gets none.
MAX_BITS = 2 ** 31
MAX_POWER_BITS = 2 ** 25
MAX_LENGTH = 2 ** 28
_MAKING_LIMIT = {"string": 2 ** 58, "vector": 2 ** 57, "byte string": 2 ** 60}


def out_of_memory(who: str | None = None) -> Raise:
    """Racket's exn:fail:out-of-memory: `who: out of memory`, or just `out of memory`."""
    return racket_error(f"{who}: out of memory" if who else "out of memory",
                        EXN_FAIL_OUT_OF_MEMORY)


def check_length(n: int, making: str | None = None) -> None:
    """Refuse to make ``n`` (an exact nonnegative integer) elements when they are more than
    MAX_LENGTH; ``making`` ("string", "vector", "byte string"): what make-string and the
    like make, which Racket names in its error for a length it refuses outright."""
    if n <= MAX_LENGTH:
        return
    if making is not None and n >= _MAKING_LIMIT[making]:
        raise racket_error(f"out of memory making {making}\n  length: {n}", EXN_FAIL_OUT_OF_MEMORY)
    raise out_of_memory()


def to_inexact(x: Any) -> Any:
    """exact->inexact on any number (complex numbers stay complex)."""
    if type(x) is ExactComplex:
        return x.inexact()
    return x if type(x) is complex else to_float(x)


def to_exact(who: str, x: Any) -> Any:
    """inexact->exact: a float as the exact rational it denotes."""
    if type(x) is float:
        if not math.isfinite(x):
            raise racket_error(f"exact: no exact representation for {format_number(x)}",
                               EXN_FAIL_CONTRACT)
        return norm(Fraction(x))
    if type(x) is complex:
        if not (math.isfinite(x.real) and math.isfinite(x.imag)):
            raise racket_error(f"{who}: no exact representation for {format_number(x)}",
                               EXN_FAIL_CONTRACT)
        return make_exact_complex(norm(Fraction(x.real)), norm(Fraction(x.imag)))
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


def _mixed(op: Any, a: Any, b: Any) -> Any:
    """a op b (+, -, * or /) for a float and an exact number, in floats as Racket computes
    it, except that an exact number too large or too small for a float counts as what it is:
    (* 1e-300 (expt 10 310)) is 1e10 and (- (expt 10 400) +inf.0) is -inf.0, not +nan.0."""
    fa, fb = to_float(a), to_float(b)
    exact, f, fx = (a, fb, fa) if type(a) is not float else (b, fa, fb)
    if type(exact) is float or (fx != 0 and not math.isinf(fx)) or exact == 0:
        if op is _DIV and fb == 0.0:
            if fa == 0.0 or fa != fa:
                return math.nan
            return math.copysign(math.inf, fa) * math.copysign(1.0, fb)
        return op(fa, fb)
    if f != f or math.isinf(f):      # the exact number stands for a finite one of its sign
        x = 1.0 if exact > 0 else -1.0
        return op(x, f) if exact is a else op(f, x)
    if op is _ADD or op is _SUB:     # in floats: (- 0.0 (/ 1 (expt 10 400))) is 0.0
        return op(fa, fb)
    if f == 0:
        negative = (math.copysign(1.0, f) < 0) != (exact < 0)
        if op is _DIV and exact is a:
            return -math.inf if negative else math.inf
        return -0.0 if negative else 0.0
    return to_float(op(Fraction(a), Fraction(b)))


def _real(x: Any) -> Any:
    """x as an operand of complex arithmetic (an exact number too large is infinite)."""
    if type(x) is ExactComplex:
        return x.inexact()
    return x if type(x) is complex else to_float(x)


def _parts(x: Any) -> tuple[Any, Any]:
    return (x.re, x.im) if type(x) is ExactComplex else (x, 0)


def _fdiv(x: float, y: float) -> float:
    """x / y in IEEE floats: an infinity or NaN for a zero divisor."""
    try:
        return x / y
    except ZeroDivisionError:
        if x == 0 or x != x:
            return math.nan
        return math.copysign(math.inf, x) * math.copysign(1.0, y)


def _complex_op(op: Any, a: Any, b: Any) -> complex:
    """a op b (+, -, * or /) where one is an inexact complex number, as Chez Scheme (Racket
    CS) computes it: a real operand is not made a complex number with an imaginary 0.0 first
    (so `(* +inf.0 1.0+2.0i)` has no NaN part, `(- 1.0 3.0-0.0i)` keeps the -0.0 negated),
    and a division by a complex number scales by the ratio of its parts (Smith's method),
    dividing each part directly when that ratio is infinite."""
    a = _real(a)
    b = _real(b)
    if type(a) is not complex:
        c, d = b.real, b.imag
        if op is _ADD:
            return complex(a + c, d)
        if op is _SUB:
            return complex(a - c, -d)
        if op is _MUL:
            return complex(a * c, a * d)
        t = _fdiv(a, c * c + d * d)
        return complex(c * t, -(d * t))
    x, y = a.real, a.imag
    if type(b) is not complex:
        if op is _ADD:
            return complex(x + b, y)
        if op is _SUB:
            return complex(x - b, y)
        if op is _MUL:
            return complex(x * b, y * b)
        return complex(_fdiv(x, b), _fdiv(y, b))
    c, d = b.real, b.imag
    if op is _ADD:
        return complex(x + c, y + d)
    if op is _SUB:
        return complex(x - c, y - d)
    if op is _MUL:
        return complex(x * c - y * d, x * d + y * c)
    if abs(c) < abs(d):
        r = _fdiv(d, c)
        if not math.isinf(r):
            den = c + d * r
            return complex(_fdiv(x + y * r, den), _fdiv(y - x * r, den))
    else:
        r = _fdiv(c, d)
        if not math.isinf(r):
            den = d + c * r
            return complex(_fdiv(y + x * r, den), _fdiv(y * r - x, den))
    t = c * c + d * d
    return complex(_fdiv(x * c + y * d, t), _fdiv(y * c - x * d, t))


def _mixed_complex_op(op: Any, a: Any, b: Any) -> Any:
    """a op b where one is an exact complex number and the other inexact, as Chez Scheme
    (Racket CS) computes it: part by part in generic arithmetic, so an exact part stays
    exact where it meets an exact 0 (`(* 0+5i -2.5)` is 0.0-12.5i, not -0.0-12.5i), and a
    complex division as (ac+bd)/(cc+dd) + (bc-ad)/(cc+dd)i."""
    from minischeme.values.number_syntax import make_rectangular
    (ar, ai), (br, bi) = _generic_parts(a), _generic_parts(b)
    if op is _ADD:
        return make_rectangular(add2(ar, br), add2(ai, bi))
    if op is _SUB:
        return make_rectangular(sub2(ar, br), sub2(ai, bi))
    if op is _MUL:
        if bi == 0 and type(bi) is int:
            return make_rectangular(mul2(ar, br), mul2(ai, br))
        if ai == 0 and type(ai) is int:
            return make_rectangular(mul2(ar, br), mul2(ar, bi))
        return make_rectangular(sub2(mul2(ar, br), mul2(ai, bi)), add2(mul2(ar, bi), mul2(ai, br)))
    if bi == 0 and type(bi) is int:
        return make_rectangular(div2(ar, br), div2(ai, br))
    t = add2(mul2(br, br), mul2(bi, bi))
    if ai == 0 and type(ai) is int:
        if _is_exact_zero(ar):
            return 0
        q = div2(ar, t)
        return make_rectangular(mul2(br, q), sub2(0, mul2(bi, q)))
    # Smith's method in generic arithmetic (an exact ratio of exact parts), each part
    # divided directly where the ratio would divide by an exact 0 or is infinite
    real_smaller = abs(br) < abs(bi)
    small, large = (br, bi) if real_smaller else (bi, br)
    if not _is_exact_zero(small):
        r = div2(large, small)
        if not (type(r) is float and math.isinf(r)):
            x = add2(small, mul2(large, r))
            if real_smaller:
                return make_rectangular(div2(add2(ar, mul2(ai, r)), x),
                                        div2(sub2(ai, mul2(ar, r)), x))
            return make_rectangular(div2(add2(ai, mul2(ar, r)), x),
                                    div2(sub2(mul2(ai, r), ar), x))
    return make_rectangular(div2(add2(mul2(ar, br), mul2(ai, bi)), t),
                            div2(sub2(mul2(ai, br), mul2(ar, bi)), t))


def _generic_parts(x: Any) -> tuple[Any, Any]:
    """A number's real and imaginary parts (an exact 0 for a real number's)."""
    t = type(x)
    if t is ExactComplex:
        return x.re, x.im
    if t is complex:
        return x.real, x.imag
    return x, 0


def _exact_complex_op(op: Any, a: Any, b: Any) -> Any:
    """a op b where one is an exact complex number: exact with an exact operand, else in
    (inexact) complex floats."""
    ta, tb = type(a), type(b)
    if ta is float or tb is float or ta is complex or tb is complex:
        return _mixed_complex_op(op, a, b)
    (ar, ai), (br, bi) = _parts(a), _parts(b)
    if op is _ADD:
        return make_exact_complex(norm(ar + br), norm(ai + bi))
    if op is _SUB:
        return make_exact_complex(norm(ar - br), norm(ai - bi))
    if op is _MUL:
        return make_exact_complex(norm(ar * br - ai * bi), norm(ar * bi + ai * br))
    d = Fraction(br * br + bi * bi)
    return make_exact_complex(norm((ar * br + ai * bi) / d), norm((ai * br - ar * bi) / d))


def add2(a: Any, b: Any) -> Any:
    """a + b with Racket's contagion (exact 0 is an identity)."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a + b
    if ta in _EXACT and tb in _EXACT:
        return exact_rationals.add(a, b)
    if _is_exact_zero(a):
        return b
    if _is_exact_zero(b):
        return a
    if ta is ExactComplex or tb is ExactComplex:
        return _exact_complex_op(_ADD, a, b)
    if ta is complex or tb is complex:
        return _complex_op(_ADD, a, b)
    return _mixed(_ADD, a, b)


def sub2(a: Any, b: Any) -> Any:
    """a - b with Racket's contagion."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a - b
    if ta in _EXACT and tb in _EXACT:
        return exact_rationals.subtract(a, b)
    if _is_exact_zero(b):
        return a
    if _is_exact_zero(a):
        return -b
    if ta is ExactComplex or tb is ExactComplex:
        return _exact_complex_op(_SUB, a, b)
    if ta is complex or tb is complex:
        return _complex_op(_SUB, a, b)
    return _mixed(_SUB, a, b)


def mul2(a: Any, b: Any) -> Any:
    """a * b with Racket's contagion (exact 0 is absorbing)."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return a * b
    if ta in _EXACT and tb in _EXACT:
        return exact_rationals.multiply(a, b)
    if _is_exact_zero(a) or _is_exact_zero(b):
        return 0
    if ta is ExactComplex or tb is ExactComplex:
        return _exact_complex_op(_MUL, a, b)
    if ta is complex or tb is complex:
        return _complex_op(_MUL, a, b)
    return _mixed(_MUL, a, b)


def div2(a: Any, b: Any, who: str = "/") -> Any:
    """a / b: an exact zero divisor is an error; a float zero divisor gives an infinity."""
    ta, tb = type(a), type(b)
    if _is_exact_zero(b):
        raise divide_by_zero(who)
    if ta in _EXACT and tb in _EXACT:
        return exact_rationals.divide(a, b)
    if _is_exact_zero(a):
        return 0
    if ta is ExactComplex or tb is ExactComplex:
        return _exact_complex_op(_DIV, a, b)
    if ta is complex or tb is complex:
        return _complex_op(_DIV, a, b)
    if ta is float and tb is float:
        if b == 0.0:
            if a == 0.0 or a != a:
                return math.nan
            return math.copysign(math.inf, a) * math.copysign(1.0, b)
        return a / b
    return _mixed(_DIV, a, b)


def _contagion(values: list, result: Any) -> Any:
    """``result`` made inexact when any of ``values`` is a float (min, max, gcd ...)."""
    if any(type(v) is float for v in values) and type(result) is not float:
        return to_float(result)
    return result


# ------------------------------------------------------------------ arithmetic

_INT_ONLY = frozenset([int])
# An exact integer that arithmetic with a float may convert as Python does (to the nearest
# float: finite, and not 0, which is Racket's own case: `(* 0 1.5)` is exact 0, `(+ 0 -0.0)`
# is -0.0); its test is `i and -_MIX < i < _MIX`.
_MIX = 1e300


@define("+", 0, None)
def plus(*args: Any) -> Any:
    """Sum of the arguments."""
    if len(args) == 2:
        a, b = args
        ta, tb = type(a), type(b)
        if ta is int:
            if tb is int or tb is float and a and -_MIX < a < _MIX:
                return a + b
        elif ta is float and (tb is float or tb is int and b and -_MIX < b < _MIX):
            return a + b
    if _INT_ONLY.issuperset(map(type, args)):    # (apply + lst) of exact integers: in C
        return sum(args)
    result: Any = 0
    for a in args:
        check_number("+", a)
        result = add2(result, a)
    return result


@define("-", 1, None)
def minus(first: Any, *rest: Any) -> Any:
    """Difference, or negation with one argument."""
    if len(rest) == 1:
        b = rest[0]
        ta, tb = type(first), type(b)
        if ta is int:
            if tb is int or tb is float and first and -_MIX < first < _MIX:
                return first - b
        elif ta is float and (tb is float or tb is int and b and -_MIX < b < _MIX):
            return first - b
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
    if len(args) == 2:
        a, b = args
        ta, tb = type(a), type(b)
        if ta is int:
            if tb is int or tb is float and a and -_MIX < a < _MIX:
                return a * b
        elif ta is float and (tb is float or tb is int and b and -_MIX < b < _MIX):
            return a * b
    for a in args:
        check_number("*", a)
    result: Any = 1
    for a in args:
        result = mul2(result, a)
    return result


@define("/", 1, None)
def divide(first: Any, *rest: Any) -> Any:
    """Quotient, or reciprocal with one argument; an exact zero divisor is an error.

    Two fixnums first (``(/ n 2)`` in a loop): an exact quotient is Python's ``//``, any
    other a Fraction built from the two ints, with no detour through the general code."""
    if len(rest) == 1 and type(first) is int and type(rest[0]) is int and rest[0]:
        b = rest[0]
        q, r = divmod(first, b)
        return q if not r else exact_rationals.divide(first, b)
    if len(rest) == 1:     # floats (a nonzero divisor), or a float and a nonzero integer
        b = rest[0]
        ta, tb = type(first), type(b)
        if tb is float:
            if b and (ta is float or ta is int and first and -_MIX < first < _MIX):
                return first / b
        elif tb is int and ta is float and b and -_MIX < b < _MIX:
            return first / b
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
        if len(args) == 2:
            # ints and floats: Python compares an int and a float exactly, as Racket does
            ta, tb = type(args[0]), type(args[1])
            if (ta is int or ta is float) and (tb is int or tb is float):
                return test(args[0], args[1])
        elif len(args) == 1:      # (>= x): #t for any real, with no pairs to compare
            check(who, args[0])
            return True
        for a in args:
            check(who, a)
        return all(test(args[i], args[i + 1]) for i in range(len(args) - 1))
    compare.__doc__ = f"Racket {who}: compare the arguments pairwise."
    define(who, 1, None)(compare)
    return compare


num_eq = _compare("=", check_number, operator.eq)
num_lt = _compare("<", check_real, operator.lt)
num_gt = _compare(">", check_real, operator.gt)
num_le = _compare("<=", check_real, operator.le)
num_ge = _compare(">=", check_real, operator.ge)


def _int_division(who: str, a: Any, b: Any) -> tuple[int, int, bool]:
    """Check integer? arguments of quotient/remainder/modulo; return them as ints and
    whether the result is inexact."""
    if _is_exact_zero(b) and who in ("quotient", "remainder"):   # checked first, as Racket
        raise divide_by_zero(who)
    if who in ("quotient", "remainder"):     # Racket CS checks their divisor first
        check_integer(who, b)
        check_integer(who, a)
    else:
        check_integer(who, a)
        check_integer(who, b)
    if b == 0:
        if type(b) is float:
            raise racket_error(f"{who}: undefined for {format_number(b)}",
                               EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)
        raise divide_by_zero(who)
    inexact = (type(a) is float or type(b) is float) and not _is_exact_zero(a)
    if inexact:     # an exact integer meets a float as the float nearest to it, if finite:
        # (modulo 9007199254740993 2.0) is 0.0
        fa, fb = to_float(a), to_float(b)
        return (int(fa) if math.isfinite(fa) else a), (int(fb) if math.isfinite(fb) else b), True
    return int(a), int(b), False


def _is_unit(b: Any) -> bool:
    """An exact 1 or -1: Racket's remainder and modulo by one are exact 0 ((remainder 4.0 1))."""
    return type(b) is int and (b == 1 or b == -1)


def _quot(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _inexact_division(a: Any, b: Any, q: int, r: int, modulo: bool) -> tuple[float, float]:
    """The float quotient and remainder (or modulo) when an argument is a float (``q``, ``r``:
    the exact ones), as Racket gives them: a zero quotient has the sign of the division, and
    for the remainder an exact integer too large for a float counts as an infinity."""
    fa, fb = to_float(a), to_float(b)
    negative = (math.copysign(1.0, fa) < 0) != (math.copysign(1.0, fb) < 0)
    fq = to_float(q)
    if fq == 0:
        fq = -0.0 if negative else 0.0
    if math.isinf(fa):
        return fq, math.nan
    if math.isinf(fb):
        return fq, (fb if modulo and negative and fa != 0 else fa + 0.0)
    return fq, to_float(r) + 0.0


@define("quotient", 2)
def quotient(a: Any, b: Any) -> Any:
    """Integer division truncating toward zero."""
    if type(a) is int and type(b) is int and a >= 0 and b > 0:
        return a // b
    x, y, inexact = _int_division("quotient", a, b)
    q = _quot(x, y)
    return _inexact_division(a, b, q, 0, False)[0] if inexact else q


@define("remainder", 2)
def remainder(a: Any, b: Any) -> Any:
    """Remainder with the sign of the dividend."""
    if type(a) is int and type(b) is int and a >= 0 and b > 0:
        return a % b
    if type(a) is float and type(b) is float and a.is_integer() and b.is_integer() and b:
        return math.fmod(a, b) + 0.0    # exact, the dividend's sign; a zero result is 0.0
    x, y, inexact = _int_division("remainder", a, b)
    r = x - y * _quot(x, y)
    return _inexact_division(a, b, 0, r, False)[1] if inexact and not _is_unit(b) else r


@define("modulo", 2)
def modulo(a: Any, b: Any) -> Any:
    """Remainder with the sign of the divisor."""
    if type(a) is int and type(b) is int and b:
        return a % b
    if type(a) is float and type(b) is float and a.is_integer() and b.is_integer() and b:
        return a % b + 0.0      # exact (fmod), the divisor's sign; a zero result is 0.0
    x, y, inexact = _int_division("modulo", a, b)
    r = x % y
    return _inexact_division(a, b, 0, r, True)[1] if inexact and not _is_unit(b) else r


@define("quotient/remainder", 2)
def quotient_remainder(a: Any, b: Any) -> MultipleValues:
    """Two values: (quotient a b) and (remainder a b)."""
    if type(a) is int and type(b) is int and a >= 0 and b > 0:    # Python's divmod agrees
        return MultipleValues(list(divmod(a, b)))
    if b == 0 and type(b) in (int, float) and type(a) in (int, float):
        check_integer("quotient/remainder", a)
        check_integer("quotient/remainder", b)
        # Racket CS's own words: its exact case is named by an internal procedure, its
        # inexact ones by remainder
        if type(a) is int and type(b) is int:
            raise divide_by_zero("$quotient-remainder")
        _int_division("remainder", a, b)
    x, y, inexact = _int_division("quotient/remainder", a, b)
    q = _quot(x, y)
    r = x - y * q
    if not inexact:
        return MultipleValues([q, r])
    fq, fr = _inexact_division(a, b, q, r, False)
    return MultipleValues([fq, 0 if _is_unit(b) else fr])


@define("abs", 1)
def abs_(x: Any) -> Any:
    """Absolute value."""
    if type(x) is int:
        return -x if x < 0 else x
    if type(x) is float:
        return abs(x)
    check_real("abs", x)
    return abs(x)


def _extremum(who: str, pick: Any) -> None:
    builtin = max if who == "max" else min

    def extremum(*args: Any) -> Any:
        if len(args) == 2:
            a, b = args
            ta, tb = type(a), type(b)
            if ta is int and tb is int:
                return b if pick(b, a) else a
            if (ta is float or ta is int) and (tb is float or tb is int) and a == a and b == b:
                best = b if pick(b, a) else a
                return best if type(best) is float else to_float(best)   # one is a float
        else:
            for a in args:
                if type(a) is not int:
                    break
            else:       # exact integers only (which of equal ones cannot be told apart)
                return builtin(args)
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


# on a tie the later argument wins, as in Racket: (max 0.0 -0.0) is -0.0, (min -0.0 0.0) 0.0
_extremum("max", operator.ge)
_extremum("min", operator.le)


def _check_rationals(who: str, args: tuple) -> None:
    for a in args:
        if not is_rational(a):
            raise contract_error(who, "rational?", a)


def _gcd2(a: Any, b: Any) -> Any:
    """Racket's gcd of two rationals: of integers as usual (inexact if either is); else the
    gcd of the numerators over the lcm of the denominators (a float's denominator is a float,
    which for a tiny float is +inf.0: then Racket's lcm refuses it)."""
    if is_integer(a) and is_integer(b):
        return _contagion([a, b], math.gcd(int(a), int(b)))
    dens = denominator(a), denominator(b)
    for d in dens:
        if not is_integer(d):
            raise contract_error("lcm", "integer?", d)
    return div2(_gcd2(numerator(a), numerator(b)), _lcm2(*dens))


def _lcm2(a: Any, b: Any) -> Any:
    """Racket's lcm of two rationals: of integers as usual; else a * (b / (gcd a b)), which
    keeps a sign ((lcm 1 -3/4) is -3)."""
    if is_integer(a) and is_integer(b):
        x, y = int(a), int(b)
        return _contagion([a, b], abs(x * y) // math.gcd(x, y) if x and y else 0)
    return mul2(a, div2(b, _gcd2(a, b)))


@define("gcd", 0, None)
def gcd(*args: Any) -> Any:
    """Greatest common divisor (of rationals too: gcd of numerators / lcm of denominators)."""
    _check_rationals("gcd", args)
    if len(args) < 2:
        return abs(args[0]) if args else 0
    result = args[0]
    for a in args[1:]:
        result = _gcd2(result, a)
    return result


@define("lcm", 0, None)
def lcm(*args: Any) -> Any:
    """Least common multiple (of rationals too)."""
    _check_rationals("lcm", args)
    if len(args) < 2:
        return abs(args[0]) if args else 1
    result = args[0]
    for a in args[1:]:
        result = _lcm2(result, a)
    return result


@define("add1", 1)
def add1(x: Any) -> Any:
    """x + 1."""
    if type(x) is int or type(x) is float:
        return x + 1
    check_number("add1", x)
    return add2(x, 1)


@define("sub1", 1)
def sub1(x: Any) -> Any:
    """x - 1."""
    if type(x) is int or type(x) is float:
        return x - 1
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


@define("fixnum?", 1)
def fixnum_p(x: Any) -> bool:
    """Is x an exact integer in Racket CS's fixnum range (61 bits: -2^60 .. 2^60-1)?"""
    return type(x) is int and -(1 << 60) <= x < (1 << 60)


@define("flonum?", 1)
def flonum_p(x: Any) -> bool:
    """Is x a flonum (a double; Racket CS has no single flonums)?"""
    return type(x) is float


@define("double-flonum?", 1)
def double_flonum_p(x: Any) -> bool:
    """Is x a double flonum (every flonum is, in Racket CS)?"""
    return type(x) is float


@define("single-flonum?", 1)
def single_flonum_p(x: Any) -> bool:
    """Always #f: Racket CS has no single flonums."""
    return False


@define("single-flonum-available?", 0)
def single_flonum_available_p() -> bool:
    """Always #f in Racket CS."""
    return False


@define("real->double-flonum", 1)
def real_to_double_flonum(x: Any) -> float:
    """The flonum nearest to the real x."""
    check_real("real->double-flonum", x)
    return to_float(x)


@define("exact?", 1)
def exact_p(x: Any) -> bool:
    """Is the number x exact?"""
    check_number("exact?", x)
    return type(x) in _EXACT or type(x) is ExactComplex


@define("inexact?", 1)
def inexact_p(x: Any) -> bool:
    """Is the number x inexact?"""
    check_number("inexact?", x)
    return type(x) is float or type(x) is complex


@define("inexact-real?", 1)
def inexact_real_p(x: Any) -> bool:
    """Is x an inexact real number (a flonum)?"""
    return type(x) is float


@define("zero?", 1)
def zero_p(x: Any) -> bool:
    """Is the number x zero?"""
    if type(x) is int or type(x) is float:
        return x == 0
    check_number("zero?", x)
    return x == 0


@define("positive?", 1)
def positive_p(x: Any) -> bool:
    """Is the real x > 0?"""
    if type(x) is not int and type(x) is not float:
        check_real("positive?", x)
    return x > 0


@define("negative?", 1)
def negative_p(x: Any) -> bool:
    """Is the real x < 0?"""
    if type(x) is not int and type(x) is not float:
        check_real("negative?", x)
    return x < 0


@define("even?", 1)
def even_p(x: Any) -> bool:
    """Is the integer x even?"""
    if type(x) is int:
        return not x & 1
    check_integer("even?", x)
    return int(x) % 2 == 0


@define("odd?", 1)
def odd_p(x: Any) -> bool:
    """Is the integer x odd?"""
    if type(x) is int:
        return x & 1 == 1
    check_integer("odd?", x)
    return int(x) % 2 == 1


# ------------------------------------------------------------------ rounding

def _float_result(value: float, x: float) -> float:
    """Keep the sign of x on a zero result (Racket: (round -0.4) is -0.0)."""
    return math.copysign(value, x) if value == 0 else value


def _rounder(who: str, op: Any) -> None:
    def rounder(x: Any) -> Any:
        t = type(x)
        if t is float:
            if -4503599627370496.0 < x < 4503599627370496.0:    # else integral, or inf, NaN
                r = float(op(x))
                return r if r else math.copysign(0.0, x)     # (round -0.4) is -0.0
            return x
        check_real(who, x)
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


def _simplest_between(lo: Fraction, hi: Fraction) -> Fraction:
    """The simplest rational in [lo, hi] (smallest denominator, then smallest magnitude)."""
    if lo > 0:
        return _simplest_positive(lo, hi)
    if hi < 0:
        return -_simplest_positive(-hi, -lo)
    return Fraction(0)


def _simplest_positive(lo: Fraction, hi: Fraction) -> Fraction:
    whole = math.floor(lo)
    if whole == lo:
        return Fraction(whole)
    if whole < math.floor(hi):
        return Fraction(whole + 1)
    return whole + 1 / _simplest_positive(1 / (hi - whole), 1 / (lo - whole))


@define("rationalize", 2)
def rationalize(x: Any, tolerance: Any) -> Any:
    """The simplest rational within |tolerance| of x; inexact if either argument is
    (`(rationalize .3 1/10)` is 0.3333333333333333, `(rationalize 3/10 1/10)` is 1/3)."""
    check_real("rationalize", x)
    check_real("rationalize", tolerance)
    inexact = type(x) is float or type(tolerance) is float
    if inexact:
        if math.isnan(x) or math.isnan(tolerance) or (math.isinf(x) and math.isinf(tolerance)):
            return math.nan
        if math.isinf(tolerance):
            return 0.0
        if math.isinf(x):
            return float(x)
    lo, hi = Fraction(x) - abs(Fraction(tolerance)), Fraction(x) + abs(Fraction(tolerance))
    r = _simplest_between(lo, hi)
    return float(r) if inexact else norm(r)


@define("numerator", 1)
def numerator(x: Any) -> Any:
    """Numerator of a rational (a float for a float)."""
    if not is_rational(x):
        raise contract_error("numerator", "rational-number?", x)
    if type(x) is float:
        return x if x == 0.0 else float(Fraction(x).numerator)   # -0.0 keeps its sign
    return Fraction(x).numerator


@define("denominator", 1)
def denominator(x: Any) -> Any:
    """Denominator of a rational (a float for a float)."""
    if not is_rational(x):
        raise contract_error("denominator", "rational-number?", x)
    if type(x) is float:
        return to_float(Fraction(x).denominator)   # (denominator 1e-320) is +inf.0
    return Fraction(x).denominator


@define("exact->inexact", 1)
def exact_to_inexact(x: Any) -> Any:
    """The float nearest to x."""
    if type(x) is int and -1e300 < x < 1e300:     # float() rounds to nearest, ties to even
        return float(x)
    if type(x) is float:
        return x
    check_number("exact->inexact", x)
    return to_inexact(x)


@define("inexact->exact", 1)
def inexact_to_exact(x: Any) -> Any:
    """The exact rational a float denotes."""
    if type(x) is float and x.is_integer():
        return int(x)
    if type(x) is int:
        return x
    check_number("inexact->exact", x)
    return to_exact("inexact->exact", x)


# ------------------------------------------------------------------ conversions

_RADIX_FORMAT = {2: "b", 8: "o", 10: "d", 16: "x"}


def _int_radix(n: int, radix: int) -> str:
    return format(n, _RADIX_FORMAT[radix])


@define("number->string", 1, 2)
def number_to_string(x: Any, radix: Any = 10) -> MString:
    """The printed form of x (in radix 2, 8, 10 or 16 for exact numbers), a new string."""
    if type(radix) is int and radix == 10:
        if type(x) is int:
            return make_mstring(int_string(x))
        if type(x) is float:
            return make_mstring(format_float(x))
    return make_mstring(_number_text(x, radix))


def _number_text(x: Any, radix: Any) -> str:
    check_number("inexact?" if radix in (2, 8, 16) and type(radix) is int else "number->string",
                 x)  # sic, Racket 8.7
    if type(radix) is not int or radix not in _RADIX_FORMAT:
        raise contract_error("number->string", "(or/c 2 8 10 16)", radix)
    if radix == 10:
        return format_number(x)
    if type(x) is int:
        return _int_radix(x, radix)
    if type(x) is Fraction:
        return f"{_int_radix(x.numerator, radix)}/{_int_radix(x.denominator, radix)}"
    if type(x) is ExactComplex:
        im = _number_text(x.im, radix)
        return f"{_number_text(x.re, radix)}{'' if im[0] == '-' else '+'}{im}i"
    raise racket_error("number->string: inexact numbers can only be printed in base 10\n"
                       f"  number: {format_number(x)}\n  requested base: {radix}",
                       EXN_FAIL_CONTRACT)


_CONVERT_MODES = ("number-or-false", "read")
_DECIMAL_MODES = ("decimal-as-inexact", "decimal-as-exact")


@define("string->number", 1, 5)
def string_to_number(s: Any, radix: Any = 10, convert_mode: Any = None,
                     decimal_mode: Any = None, single_mode: Any = None) -> Any:
    """The number the string denotes, or #f; in 'read mode, a string saying why the text,
    which has to be a number (after a `#` prefix), is not one. 'decimal-as-exact reads
    decimals without `#i` as exact numbers."""
    text = s if s.__class__ is str else as_str(s)
    if text is None:
        raise contract_error("string->number", "string?", s)
    if type(radix) is not int or not 2 <= radix <= 16:
        raise contract_error("string->number", "(integer-in 2 16)", radix)
    mode = "number-or-false"
    if convert_mode is not None:
        if not (type(convert_mode) is Symbol and convert_mode.name in _CONVERT_MODES):
            raise contract_error("string->number", "(or/c 'number-or-false 'read)", convert_mode)
        mode = convert_mode.name
    exact = False
    if decimal_mode is not None:
        if not (type(decimal_mode) is Symbol and decimal_mode.name in _DECIMAL_MODES):
            raise contract_error("string->number",
                                 "(or/c 'decimal-as-inexact 'decimal-as-exact)", decimal_mode)
        exact = decimal_mode.name == "decimal-as-exact"
    if single_mode is not None and not (type(single_mode) is Symbol
                                        and single_mode.name in ("single", "double")):
        raise contract_error("string->number", "(or/c 'single 'double)", single_mode)
    if radix == 10 and text.isdigit() and text.isascii():
        # decimal digits alone (`(string->number "42")`, a line of input, a digit made a
        # string): the integer they spell, with no trip through the reader's number syntax
        return int(text)
    if mode == "number-or-false" and not exact:
        value = parse_number(text, radix)
    else:
        value = read_number(text, radix, mode, exact)
    return False if value is None else value


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
    if k > 0 and n and n.bit_length() + k > MAX_BITS:
        raise out_of_memory("arithmetic-shift")
    return n << k if k >= 0 else n >> -k


@define("integer-length", 1)
def integer_length(n: Any) -> int:
    """The number of bits needed to represent n in two's complement (without the sign)."""
    check_exact_integer("integer-length", n)
    return n.bit_length() if n >= 0 else (~n).bit_length()


# ------------------------------------------------------------------ real->decimal-string

@define("real->decimal-string", 1, 2)
def real_to_decimal_string(n: Any, digits: Any = 2) -> MString:
    """n with exactly ``digits`` digits after the point, rounded (to even) from its exact
    value, as racket/private/string.rkt computes it."""
    if not is_real(n) or (type(n) is float and (math.isnan(n) or math.isinf(n))):
        raise contract_error("real->decimal-string", "rational?", n)
    if type(digits) is not int or digits < 0:
        raise contract_error("real->decimal-string", "exact-nonnegative-integer?", digits)
    if digits > MAX_LENGTH:     # (a string longer than memory: 10^digits would never end)
        raise out_of_memory()
    e = 10 ** digits
    num = round(abs(Fraction(n) * e))
    sign = "-" if n < 0 or (type(n) is float and n == 0 and math.copysign(1, n) < 0) else ""
    frac = "" if digits == 0 else str(num % e).rjust(digits, "0")
    return make_mstring(f"{sign}{num // e}.{frac}")
