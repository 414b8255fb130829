"""Racket's number syntax: the text of a number to the number, as `read` and
`string->number` take it (Racket 8.7's reader, racket/src/expander/read/number.rkt, is the
reference for every answer and message here).

A number is read by one pass over its characters, a state for each part of the syntax:
`#e`/`#i`/`#x`/`#b`/`#o`/`#d` prefixes, a sign, digits, a `.`, `#` digits (`1#.#` is
10.0), an exponent (`e`, `d`, `l`, `f`, `s`, `t`; a power of the radix, written in the
radix), a fraction (`1/2e2` is 50.0), `+inf.0`/`+nan.0`, and a second real after `+`/`-`
(rectangular, ending in `i`) or `@` (polar). The value is kept exact, as a fraction times
a power of the radix, until the end: a decimal with `#e` is the exact decimal (`#e1.1` is
11/10), without it the correctly rounded float, and an exponent too large for a float is
not computed (`1e100000000` is +inf.0 at once). Extflonums (`1t2`) are not supported: not
a number.

`read_number` answers as `(string->number s radix convert-mode decimal-mode)`: the number,
None for "not a number", or, in 'read mode when the text must be a number (after a `#`
prefix, or a division by zero), Racket's message saying why not.
"""
from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any


class ExactComplex:
    """An exact complex number with a non-zero imaginary part (`0+2i`, `1/2-3i`); parts are
    int or Fraction. Inexact complex numbers are Python's complex."""

    __slots__ = ("re", "im")

    def __init__(self, re: Any, im: Any) -> None:
        self.re = re
        self.im = im

    def __eq__(self, other: Any) -> bool:
        if type(other) is ExactComplex:
            return self.re == other.re and self.im == other.im
        if type(other) is complex:
            return float(self.re) == other.real and float(self.im) == other.imag
        return False

    def __hash__(self) -> int:
        return hash(("exact-complex", self.re, self.im))

    def __neg__(self) -> "ExactComplex":
        return ExactComplex(-self.re, -self.im)

    def __repr__(self) -> str:
        return f"ExactComplex({self.re!r}, {self.im!r})"

    def inexact(self) -> complex:
        return complex(float(self.re), float(self.im))


def make_exact_complex(re: Any, im: Any) -> Any:
    """re + im*i for exact parts: a real number when im is 0."""
    if type(re) is Fraction and re.denominator == 1:
        re = re.numerator
    if type(im) is Fraction and im.denominator == 1:
        im = im.numerator
    return re if im == 0 else ExactComplex(re, im)


# ------------------------------------------------------------------ entry points

_PLAIN_INT = re.compile(r"[+-]?[0-9]+")
_PLAIN_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]{1,3})?|\.[0-9]+(?:[eE][+-]?[0-9]{1,3})?|[0-9]+[eE][+-]?[0-9]{1,3})")
_STARTS = frozenset("0123456789+-.#")
_AFTER_SIGN = frozenset("0123456789.iInN")


def parse_number(text: str, radix: int = 10) -> Any:
    """The number that `text` denotes in Racket syntax, or None if it is not a number."""
    if not text or (text[0] not in _STARTS and radix != 16):
        return None
    c = text[0]
    if c in "+-" and (len(text) == 1 or text[1] not in _AFTER_SIGN and radix != 16) \
            or c == "." and (len(text) == 1 or not "0" <= text[1] <= "9" and radix != 16):
        return None     # `-`, `->`, `...`: symbols, at once
    if radix == 10:
        if _PLAIN_INT.fullmatch(text):
            return int(text)
        if _PLAIN_DECIMAL.fullmatch(text):
            return float(text)     # correctly rounded, as Racket's reader; -0.0 kept
    value = read_number(text, radix)
    return None if type(value) is str else value


def read_number(text: str, radix: int = 10, convert_mode: str = "number-or-false",
                decimal_exact: bool = False) -> Any:
    """`(string->number text radix convert-mode decimal-mode)`: the number, None, or (in
    'read mode, when the text has to be a number) the message saying why it is not one."""
    parser = _Parser(text, radix, convert_mode)
    try:
        return parser.top(0, radix, False, "dae" if decimal_exact else "dai", convert_mode)
    except _NotANumber as e:
        return e.message
    except (OverflowError, ValueError, ZeroDivisionError):
        return None


# ------------------------------------------------------------------ values on the way

class _Scaled:
    """q * radix**e kept apart, so that `1e100000000` never computes its power."""

    __slots__ = ("q", "e")

    def __init__(self, q: Fraction, e: int) -> None:
        self.q = q
        self.e = e


_MAX_EXACT_BITS = 2 ** 31     # as primitives/base_numbers.MAX_BITS: larger is out of memory
_DBZ = "dbz"        # a zero denominator written with `#` digits: an infinity when inexact
_DBZ_EXACT = "dbz!"  # a zero denominator written out: a division by zero


def _scaled(n: Any, radix: int, exp: int) -> Any:
    """n times radix**exp; n a number, a _Scaled or a division by zero."""
    if n is _DBZ or n is _DBZ_EXACT:
        return n
    if type(n) is _Scaled:
        exp += n.e
        n = n.q
    if -30 < exp < 30:
        return n * Fraction(radix) ** exp if exp < 0 else n * radix ** exp
    return _Scaled(Fraction(n), exp)


def _divided(n: Any, d: Any, radix: int, exact: bool) -> Any:
    if n is _DBZ or n is _DBZ_EXACT:
        return n
    if d == 0 if type(d) is not _Scaled else d.q == 0:
        return _DBZ_EXACT if exact else _DBZ
    if type(n) is _Scaled or type(d) is _Scaled:
        nq, ne = (n.q, n.e) if type(n) is _Scaled else (Fraction(n), 0)
        dq, de = (d.q, d.e) if type(d) is _Scaled else (Fraction(d), 0)
        return _scaled(nq / dq, radix, ne - de)
    return Fraction(n) / d


def _integer_length(n: int) -> int:
    return n.bit_length() if n >= 0 else (~n).bit_length()


def _to_float(x: Any) -> float:
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def _signed_zero(sgn: int) -> float:
    return -0.0 if sgn == -1 else 0.0


def _exact_value(x: Any) -> Any:
    if type(x) is Fraction:
        return x.numerator if x.denominator == 1 else x
    return x


def make_rectangular(re: Any, im: Any) -> Any:
    """re + im i as Racket CS makes it: an exact 0 imaginary part leaves the real part; one
    inexact part makes both inexact."""
    if im == 0 and type(im) is not float:
        return re
    if type(re) is float or type(im) is float:
        return complex(_to_float(re), _to_float(im))
    return make_exact_complex(re, im)


def make_polar(magnitude: Any, angle: Any) -> Any:
    """The number of that magnitude and angle (the magnitude itself at an exact angle 0)."""
    if angle == 0 and type(angle) is not float:
        return magnitude
    if magnitude == 0 and type(magnitude) is not float:
        return 0
    m, a = _to_float(magnitude), _to_float(angle)
    if math.isinf(a):
        return complex(math.nan, math.nan)    # cos and sin of an infinity are +nan.0
    return make_rectangular(m * math.cos(a), m * math.sin(a))


def _exact_of(z: Any) -> Any:
    """inexact->exact of what a polar `#e` number comes to."""
    if type(z) is complex:
        if not (math.isfinite(z.real) and math.isfinite(z.imag)):
            raise ValueError
        return make_exact_complex(Fraction(z.real), Fraction(z.imag))
    if type(z) is float:
        return _exact_value(Fraction(z))
    return z


# ------------------------------------------------------------------ the parser

class _NotANumber(Exception):
    def __init__(self, message: str | None) -> None:
        super().__init__(message)
        self.message = message


class _State:
    """What a part of the number has been read as so far: its exactness (one of 'exact',
    'inexact' from a prefix; 'dai'/'dae' for decimals as inexact/exact; 'approx' after a
    `.` or `#`; 'double', 'single', 'extended' from an exponent's letter; 'ext->i',
    'ext->e'), the convert mode ('number-or-false', 'read', or 'must' when the text has to
    be a number), the first half of a complex number read (None, '+/-' when the text began
    with a sign, or ('rect'|'polar', sign, value)), and the other half's exactness."""

    __slots__ = ("exactness", "mode", "fst", "other")

    def __init__(self, exactness: str, mode: str, fst: Any, other: str | None = None) -> None:
        self.exactness = exactness
        self.mode = mode
        self.fst = fst
        self.other = exactness if other is None else other

    def with_exactness(self, exactness: str) -> "_State":
        if exactness == self.exactness:
            return self
        return _State(exactness, self.mode, self.fst, self.other)

    def has_first_half(self) -> bool:
        return self.fst is not None and self.fst != "+/-"

    def set_first_half(self, fst: Any) -> "_State":
        return _State(self.other, self.mode, fst, self.exactness)

    def first_half(self) -> "_State":
        return _State(self.other, self.mode, None)

    def second_half(self) -> "_State":
        return _State(self.exactness, self.mode, None)


_EXPONENT_MARKS = frozenset("eEdDlLfFsStT")
_MISPLACED_IN_EXPONENT = frozenset(".#/") | _EXPONENT_MARKS
_MARK_KIND = {"e": "double", "d": "double", "l": "double", "0": "double",
              "f": "single", "s": "single", "t": "extended"}


def _set_exactness(state: _State, new: str, override: bool = False) -> _State:
    ex = state.exactness
    if new in ("single", "double"):
        result = "exact" if ex == "exact" else (new if override else ex) if ex == "dae" else new
    elif new == "approx":
        result = ex if ex in ("exact", "inexact", "dae") else new
    elif new == "extended":
        result = {"inexact": "ext->i", "exact": "ext->e"}.get(ex, "extended")
    else:
        result = new
    return state.with_exactness(result)


def _set_exactness_by_char(state: _State, c: str, override: bool = False) -> _State:
    return _set_exactness(state, _MARK_KIND[c.lower()], override)


class _Parser:
    """One reading of one text; each method is a state of the syntax, given the position
    of the next character."""

    def __init__(self, text: str, radix: int, convert_mode: str) -> None:
        self.s = text
        self.end = len(text)
        self.radix = radix

    # -- failing

    def fail(self, state: Any, message: str) -> Any:
        mode = state.mode if type(state) is _State else state
        raise _NotANumber(message if mode == "must" else None)

    def bad_digit(self, c: str, state: Any) -> Any:
        if c == "\0":
            return self.fail(state, f"nul character in `{self.s}`")
        return self.fail(state, f"bad digit `{c}`")

    def misplaced(self, what: str, state: Any) -> Any:
        return self.fail(state, f"misplaced `{what}` in `{self.s}`")

    def no_digits_after(self, what: str, state: Any) -> Any:
        return self.fail(state, f"missing digits after `{what}` in `{self.s}`")

    def mixed(self, state: Any) -> Any:
        return self.fail(state, f"decimal points and fractions cannot be mixed in `{self.s}`")

    def empty_exponent(self, state: Any) -> Any:
        return self.fail(state, f"empty exponent `{self.s}`")

    # -- characters

    def char(self, i: int) -> str | None:
        return self.s[i] if i < self.end else None

    def digit(self, c: str | None) -> int | None:
        if c is None:
            return None
        if "0" <= c <= "9":
            d = ord(c) - 48
        elif self.radix == 16 and c in "abcdefABCDEF":
            d = int(c, 16)
        else:
            return None
        return d if d < self.radix else None

    # -- the top: prefixes, then the first character

    def top(self, i: int, radix: int, radix_set: bool, exactness: str, mode: str) -> Any:
        self.radix = radix
        c = self.char(i)
        if c is None:
            return self.fail(mode, "no digits")
        d = self.digit(c)
        if d is not None:
            return self.integer(1, d, i + 1, _State(exactness, mode, None))
        if c == "#":
            c2 = self.char(i + 1)
            rest = self.s[i:]
            if c2 is None:
                return self.fail(mode, f"no character after `#` indicator in `{self.s}`")
            must = "must" if mode == "read" else mode
            if c2 in "eEiI":
                if exactness in ("exact", "inexact"):
                    return self.fail(mode, f"misplaced exactness specification at `{rest}`")
                return self.top(i + 2, radix, radix_set, "exact" if c2 in "eE" else "inexact",
                                must)
            if c2 in "bBoOdDxX":
                if radix_set:
                    return self.fail(mode, f"misplaced radix specification at `{rest}`")
                new_radix = {"b": 2, "o": 8, "d": 10, "x": 16}[c2.lower()]
                return self.top(i + 2, new_radix, True, exactness, must)
            return self.fail(must, f"bad `#` indicator `{c2}` at `{rest}`")
        if c in "+-":
            return self.signed(1 if c == "+" else -1, i + 1, _State(exactness, mode, "+/-"))
        if c == ".":
            return self.decimal(1, None, 0, i + 1,
                                _set_exactness(_State(exactness, mode, None), "approx"))
        return self.bad_digit(c, mode)

    # after a sign
    def signed(self, sgn: int, i: int, state: _State) -> Any:
        c = self.char(i)
        if c is None:
            return self.fail(state, f"no digits in `{self.s}`")
        d = self.digit(c)
        if d is not None:
            return self.integer(sgn, d, i + 1, state)
        if c == ".":
            return self.decimal(sgn, None, 0, i + 1, _set_exactness(state, "approx"))
        if c in "iI":
            c2 = self.char(i + 1)
            if c2 is None:
                return self.imaginary(sgn, sgn, i + 1, state)
            if c2 in "nN":
                return self.infinity(sgn, c, i + 2, state)
            return self.bad_digit(c, state)
        if c in "nN":
            return self.nan(c, i + 1, state)
        return self.bad_digit(c, state)

    # digits
    def integer(self, sgn: int, n: int, i: int, state: _State) -> Any:
        radix = self.radix
        while True:
            c = self.char(i)
            d = self.digit(c)
            if d is None:
                break
            n = n * radix + d
            i += 1
        if c is None:
            return self.finish(sgn, sgn * n, state)
        if c == ".":
            return self.decimal(sgn, n, 0, i + 1, _set_exactness(state, "approx"))
        if c in _EXPONENT_MARKS:
            return self.exponent(sgn, sgn * n, 0, i + 1, _set_exactness_by_char(state, c))
        if c == "/":
            return self.rational(sgn, sgn * n, None, i + 1, state)
        if c == "#":
            return self.approx(sgn, n, 1, False, i + 1, _set_exactness(state, "approx"))
        return self.after_real(c, sgn, sgn * n, i, state)

    def after_real(self, c: str, sgn: int, n: Any, i: int, state: _State) -> Any:
        """The `+`/`-`, `@` or `i` after a real number, or a bad digit."""
        if c in "+-":
            return self.imag(c, sgn, n, 1 if c == "+" else -1, i + 1, state)
        if c == "@":
            return self.polar(sgn, n, i + 1, state)
        if c in "iI":
            return self.imaginary(sgn, n, i + 1, state)
        return self.bad_digit(c, state)

    # digits and `.`
    def decimal(self, sgn: int, n: int | None, exp: int, i: int, state: _State) -> Any:
        radix = self.radix
        while True:
            c = self.char(i)
            d = self.digit(c)
            if d is None:
                break
            n = (n or 0) * radix + d
            exp += 1
            i += 1

        def value() -> Any:
            if n is None:
                return self.no_digits_after(".", state)
            return _scaled(sgn * n, radix, -exp)

        if c is None:
            return self.finish(sgn, value(), state)
        if c == ".":
            return self.misplaced(".", state)
        if c in _EXPONENT_MARKS:
            if n is None:
                return self.no_digits_after(".", state)
            return self.exponent(sgn, sgn * n, -exp, i + 1, _set_exactness_by_char(state, c))
        if c == "/":
            return self.mixed(state)
        if c == "#":
            if n is None:
                return self.misplaced("#", state)
            return self.approx(sgn, n, -exp, True, i + 1, state)
        if c in "+-" and n is None:
            return self.no_digits_after(".", state)
        if c in "+-@iI":
            return self.after_real(c, sgn, value(), i, state)
        return self.bad_digit(c, state)

    # digits, maybe a `.`, and `#`s
    def approx(self, sgn: int, n: int, exp: int, saw_dot: bool, i: int, state: _State) -> Any:
        while True:
            c = self.char(i)
            if c == "#":
                if not saw_dot:
                    exp += 1
            elif c == "." and not saw_dot:
                saw_dot = True
            else:
                break
            i += 1
        if c is None:
            return self.finish(sgn, _scaled(sgn * n, self.radix, exp), state)
        if self.digit(c) is not None:
            return self.misplaced("#", state)
        if c == ".":
            return self.misplaced(".", state)
        if c in _EXPONENT_MARKS:
            return self.exponent(sgn, sgn * n, exp, i + 1, _set_exactness_by_char(state, c))
        if c == "/":
            if saw_dot:
                return self.mixed(state)
            return self.rational(sgn, _scaled(sgn * n, self.radix, exp), None, i + 1, state)
        return self.after_real(c, sgn, _scaled(sgn * n, self.radix, exp), i, state)

    # a number and an exponent's letter
    def exponent(self, sgn: int, sgn_n: Any, exp: int, i: int, state: _State) -> Any:
        c = self.char(i)
        if c is None or c == "@":
            return self.empty_exponent(state)
        d = self.digit(c)
        if d is not None:
            return self.signed_exponent(sgn, sgn_n, exp, 1, d, i + 1, state)
        if c in "+-":
            return self.signed_exponent(sgn, sgn_n, exp, 1 if c == "+" else -1, None, i + 1,
                                        state)
        if c in _MISPLACED_IN_EXPONENT:
            return self.misplaced(c, state)
        if c in "iI":
            if state.has_first_half():
                return self.empty_exponent(state)
            return self.misplaced("i", state)
        return self.bad_digit(c, state)

    def signed_exponent(self, sgn: int, sgn_n: Any, exp: int, sgn2: int, exp2: int | None,
                        i: int, state: _State) -> Any:
        radix = self.radix
        while True:
            c = self.char(i)
            d = self.digit(c)
            if d is None:
                break
            exp2 = (exp2 or 0) * radix + d
            i += 1

        def value() -> Any:
            if exp2 is None:
                return self.empty_exponent(state)
            return _scaled(sgn_n, radix, exp + sgn2 * exp2)

        if c is None:
            return self.finish(sgn, value(), state)
        if c in "+-@iI":
            return self.after_real(c, sgn, value(), i, state)
        if c in _MISPLACED_IN_EXPONENT:
            return self.misplaced(c, state)
        return self.bad_digit(c, state)

    # `inf.0` after a sign (`in` read)
    def infinity(self, sgn: int, c: str, i: int, state: _State) -> Any:
        s = self.s
        if not (i + 2 < self.end and s[i] in "fF" and s[i + 1] == "." and s[i + 2] in "0ft"):
            return self.bad_digit(c, state)
        n = -math.inf if sgn < 0 else math.inf
        new_state = _set_exactness_by_char(state, s[i + 2], override=True)
        return self.after_special(c, sgn, n, i + 3, new_state, state)

    # `nan.0` after a sign (`n` read)
    def nan(self, c: str, i: int, state: _State) -> Any:
        s = self.s
        if not (i + 3 < self.end and s[i] in "aA" and s[i + 1] in "nN" and s[i + 2] == "."
                and s[i + 3] in "0ft"):
            return self.bad_digit(c, state)
        new_state = _set_exactness_by_char(state, s[i + 3], override=True)
        return self.after_special(c, 1, math.nan, i + 4, new_state, state)

    def after_special(self, c: str, sgn: int, n: float, i: int, new_state: _State,
                      state: _State) -> Any:
        c2 = self.char(i)
        if c2 is None:
            return self.finish(sgn, n, new_state)
        if c2 in "+-@iI":
            return self.after_real(c2, sgn, n, i, new_state)
        return self.bad_digit(c, state)

    # digits and `/`
    def rational(self, sgn: int, sgn_n: Any, d: int | None, i: int, state: _State) -> Any:
        radix = self.radix
        while True:
            c = self.char(i)
            digit = self.digit(c)
            if digit is None:
                break
            d = (d or 0) * radix + digit
            i += 1

        def value() -> Any:
            if d is None:
                return self.no_digits_after("/", state)
            return _divided(sgn_n, d, radix, True)

        if c is None:
            return self.finish(sgn, value(), state)
        if c == ".":
            return self.mixed(state)
        if c == "#":
            if d is None:
                return self.misplaced("#", state)
            return self.denominator_approx(sgn, sgn_n, d, 1, i + 1,
                                           _set_exactness(state, "approx"))
        if c in _EXPONENT_MARKS:
            return self.exponent(sgn, value(), 0, i + 1, _set_exactness_by_char(state, c))
        if c == "/":
            return self.misplaced("/", state)
        if c in "+-@iI":
            return self.after_real(c, sgn, value(), i, state)
        return self.bad_digit(c, state)

    # digits, `/`, digits and `#`s
    def denominator_approx(self, sgn: int, sgn_n: Any, d: int, exp: int, i: int,
                           state: _State) -> Any:
        while self.char(i) == "#":
            exp += 1
            i += 1
        c = self.char(i)
        value = _divided(sgn_n, _scaled(d, self.radix, exp), self.radix, False)
        if c is None:
            return self.finish(sgn, value, state)
        if self.digit(c) is not None:
            return self.misplaced("#", state)
        if c in "./":
            return self.misplaced(c, state)
        if c in _EXPONENT_MARKS:
            return self.exponent(sgn, value, 0, i + 1, _set_exactness_by_char(state, c))
        return self.after_real(c, sgn, value, i, state)

    # a `+` or `-` after the real part
    def imag(self, c: str, real_sgn: int, real: Any, sgn: int, i: int, state: _State) -> Any:
        if state.has_first_half() or state.exactness == "extended":
            return self.misplaced(c, state)
        return self.signed(sgn, i, state.set_first_half(("rect", real_sgn, real)))

    # an `@` after the magnitude
    def polar(self, real_sgn: int, real: Any, i: int, state: _State) -> Any:
        if state.has_first_half() or state.exactness == "extended":
            return self.misplaced("@", state)
        c = self.char(i)
        if c is None:
            return self.misplaced("@", state)
        new_state = state.set_first_half(("polar", real_sgn, real))
        if c in "+-":
            return self.signed(1 if c == "+" else -1, i + 1, new_state)
        d = self.digit(c)
        if d is not None:
            return self.integer(1, d, i + 1, new_state)
        return self.bad_digit(c, state)

    # -- the end

    def must_for_dbz(self, state: _State) -> str:
        return "must" if state.mode == "read" else state.mode

    def exact(self, n: Any, state: _State) -> Any:
        if n is _DBZ or n is _DBZ_EXACT:
            return self.fail(self.must_for_dbz(state), f"division by zero in `{self.s}`")
        if type(n) is _Scaled:
            if abs(n.e) * math.log2(self.radix) > _MAX_EXACT_BITS:
                # a power no memory holds (`#e1e1234567890123`): Racket runs out of memory
                raise MemoryError("out of memory")
            n = n.q * Fraction(self.radix) ** n.e
        return _exact_value(n)

    def inexact(self, sgn: int, n: Any, state: _State) -> float:
        if n is _DBZ:
            return -math.inf if sgn == -1 else math.inf
        if n is _DBZ_EXACT:
            return self.fail(self.must_for_dbz(state), f"division by zero in `{self.s}`")
        if type(n) is float:
            return n
        if type(n) is _Scaled:
            q = n.q
            if q == 0:
                return _signed_zero(sgn)
            bits = _integer_length(q.numerator) if q.denominator == 1 else \
                _integer_length(q.numerator) - _integer_length(q.denominator)
            size = bits / math.log2(self.radix) + n.e
            if size > 2048:
                return -math.inf if q < 0 else math.inf
            if size < -2048:
                return _signed_zero(sgn)
            n = q * Fraction(self.radix) ** n.e
        if n == 0:
            return _signed_zero(sgn)
        return _to_float(n)

    def finish(self, sgn: int, n: Any, state: _State) -> Any:
        fst = state.fst
        if fst is None or fst == "+/-":
            ex = state.exactness
            if ex == "exact":
                if type(n) is float:
                    text = "+nan.0" if n != n else "+inf.0" if n > 0 else "-inf.0"
                    return self.fail(state, f"no exact representation for {text}")
                return self.exact(n, state)
            if ex in ("double", "single", "inexact", "approx"):
                return self.inexact(sgn, n, state)
            if ex == "extended":
                return self.fail("number-or-false", "")
            if ex == "ext->i":
                return self.fail(state, f"cannot convert extflonum to inexact in `{self.s}`")
            if ex == "ext->e":
                return self.fail(state, f"cannot convert extflonum to exact in `{self.s}`")
            return self.exact(n, state)
        if fst[0] == "polar":
            m = self.finish(fst[1], fst[2], state.first_half())
            a = self.finish(sgn, n, state.second_half())
            z = make_polar(m, a)
            return _exact_of(z) if state.exactness == "exact" else z
        return self.fail(state, f"missing `i` for complex number in `{self.s}`")

    def imaginary(self, sgn: int, n: Any, i: int, state: _State) -> Any:
        """An `i` read: the end of a complex number, if at the end of the text."""
        fst = state.fst
        if fst == "+/-" and i == self.end:
            im = self.finish(sgn, n, state)
            return make_rectangular(0.0 if state.other == "inexact" else 0, im)
        if fst is not None and fst != "+/-" and fst[0] == "rect" and i == self.end:
            re_ = self.finish(fst[1], fst[2], state.first_half())
            im = self.finish(sgn, n, state.second_half())
            return make_rectangular(re_, im)
        return self.misplaced("i", state)
