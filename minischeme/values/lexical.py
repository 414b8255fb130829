"""Racket's lexical syntax of atoms, known in one place: numbers, strings, symbols, chars.

The reader (reader.py and racket.lark) reads numbers with ``parse_number``; the printer
writes strings, symbols and characters with the functions here, so that what it writes
reads back as the same datum; primitives (`string->number`, `number->string`) use the same
number syntax.
"""
from __future__ import annotations

import math
import unicodedata
import re
from fractions import Fraction
from typing import Any

# ------------------------------------------------------------------ numbers

_INT = r"[0-9]+"
_DEC = r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eEdDfFsSlL][+-]?[0-9]+)?"
_NUM_RE = re.compile(rf"([+-]?)(?:({_INT})/({_INT})|({_DEC}))")
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



_SPECIAL = {"+inf.0": math.inf, "-inf.0": -math.inf, "+nan.0": math.nan, "-nan.0": math.nan,
            "+inf.f": math.inf, "-inf.f": -math.inf, "+nan.f": math.nan, "+inf.t": math.inf,
            "-inf.t": -math.inf}


def parse_number(text: str, radix: int = 10) -> Any:
    """The number that `text` denotes in Racket syntax, or None if it is not a number."""
    if text in _SPECIAL:
        return _SPECIAL[text]
    exactness = None
    while len(text) >= 2 and text[0] == "#":
        p = text[1].lower()
        if p in "ei" and exactness is None:
            exactness = p
        elif p in "xobd":
            radix = {"x": 16, "o": 8, "b": 2, "d": 10}[p]
        else:
            return None
        text = text[2:]
    value = _parse_real(text, radix)
    if value is None:
        value = _parse_complex(text, radix)
        if value is None or exactness is None:
            return value
        if exactness == "i":
            return value.inexact() if type(value) is ExactComplex else value
        return value if type(value) is ExactComplex else None
    if exactness == "e" and type(value) is float:
        if math.isinf(value) or math.isnan(value):
            return None
        value = Fraction(value)
        return value.numerator if value.denominator == 1 else value
    if exactness == "i" and type(value) is not float:
        return float(value)
    return value


def _parse_complex(text: str, radix: int) -> Any:
    """`a+bi`, `a-bi`, `+bi`, `-i`, `+i` (rectangular notation); exact when both parts are."""
    if len(text) < 2 or text[-1] not in "iI":
        return None
    body = text[:-1]
    split = -1
    for k in range(len(body) - 1, -1, -1):
        if body[k] in "+-" and (k == 0 or body[k - 1] not in "eE" or radix == 16):
            split = k
            break
    if split < 0:
        return None
    re_text, im_text = body[:split], body[split:]
    re = _parse_real(re_text, radix) if re_text else 0
    im = {"+": 1, "-": -1}.get(im_text)
    if im is None:
        im = _parse_real(im_text, radix)
    if re is None or im is None or type(re) is complex or type(im) is complex:
        return None
    if type(re) is float or type(im) is float:
        return complex(float(re), float(im))
    return make_exact_complex(re, im)


def _radix_decimal(body: str, radix: int, sign: int) -> float | None:
    """`#b101.1` is 5.5, `#b1e10` 4.0 (the exponent is a power of the radix, in its digits);
    hexadecimal has no exponent, `e` being a digit. None if not a number."""
    mantissa, exponent = body, 0
    if radix != 16:
        parts = body.lower().split("e")
        if len(parts) > 2:
            return None
        if len(parts) == 2:
            mantissa = parts[0]
            exp_text = parts[1]
            exp_sign = -1 if exp_text.startswith("-") else 1
            exp_digits = exp_text[1:] if exp_text[:1] in "+-" else exp_text
            if not exp_digits:
                return None
            exponent = exp_sign * int(exp_digits, radix)
    whole, dot, frac = mantissa.partition(".")
    if not (whole or frac) or any(c in "+-_ " for c in whole + frac):
        return None
    value = Fraction(int(whole or "0", radix))
    if frac:
        value += Fraction(int(frac, radix), radix ** len(frac))
    return float(sign * value * Fraction(radix) ** exponent)


def _parse_real(text: str, radix: int) -> Any:
    if radix != 10:
        sign = -1 if text.startswith("-") else 1
        body = text.lstrip("+-") if text[:1] in "+-" else text
        if text[:1] in "+-" and len(text) - len(body) != 1:
            return None
        try:
            if "/" in body:
                n, d = body.split("/")
                return _exact(Fraction(int(n, radix), int(d, radix)) * sign)
            if "." in body or (radix != 16 and "e" in body.lower()):
                return _radix_decimal(body, radix, sign)
            return int(body, radix) * sign
        except (ValueError, ZeroDivisionError):
            return None
    m = _NUM_RE.fullmatch(text)
    if not m:
        return None
    sign, num, den, dec = m.groups()
    if num is not None:
        if int(den) == 0:
            return None
        return _exact(Fraction(int(sign + num), int(den)))
    if re.fullmatch(r"[0-9]+", dec):
        return int(sign + dec)
    dec = re.sub(r"[dDfFsSlL]", "e", dec)
    if dec.startswith(".") and "e" in dec.split(".")[0]:
        return None
    return float(sign + dec)


def _exact(q: Fraction) -> Any:
    return q.numerator if q.denominator == 1 else q


# ------------------------------------------------------------------ symbols, chars, strings

_DELIMS = set(" \t\n\r\f\v()[]{}\",'`;|\\")

CHAR_NAMES = {"\0": "nul", "\t": "tab", "\n": "newline", " ": "space", "\r": "return",
              "\x7f": "rubout", "\b": "backspace", "\x0b": "vtab", "\x0c": "page"}

_STRING_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r",
                   "\a": "\\a", "\b": "\\b", "\x0b": "\\v", "\x0c": "\\f", "\x1b": "\\e",
                   "\0": "\\u0000"}


def write_symbol(name: str) -> str:
    """A symbol in write syntax: bars when the reader would read the text otherwise."""
    if name == "":
        return "||"
    if "|" in name and not any(c in _DELIMS and c != "|" for c in name):
        return name.replace("|", "\\|")
    needs_bars = (
        any(c in _DELIMS or c.isspace() for c in name)
        or name == "."
        or (name[0] == "#" and not name.startswith(("#%", "#:")))
        or _reads_as_number(name)
    )
    return f"|{name}|" if needs_bars else name


def _reads_as_number(text: str) -> bool:
    return parse_number(text) is not None


# The Unicode general categories of the characters Racket writes as hex escapes: exactly
# those that are not char-graphic? (controls, format characters, surrogates, private use,
# unassigned, line and paragraph separators), and for a character, spaces too (a space in a
# string is written as it is). Checked with Racket 8.7 on every code point.
_ESCAPED_IN_STRINGS = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
_ESCAPED_CHARS = _ESCAPED_IN_STRINGS | {"Zs"}


def _hex_escape(code: int) -> str:
    """``\\uXXXX``, or ``\\UXXXXXXXX`` beyond the 16-bit range, as Racket writes them."""
    return f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}"


def write_char(c: Any) -> str:
    """A character (a data.Char) in write syntax."""
    ch = c.ch
    if ch in CHAR_NAMES:
        return "#\\" + CHAR_NAMES[ch]
    code = ord(ch)
    if (code < 32 or 0x7f <= code) if code < 0xa0 else unicodedata.category(ch) in _ESCAPED_CHARS:
        return "#" + _hex_escape(code)
    return "#\\" + ch


def write_string_literal(s: str) -> str:
    out = ['"']
    for ch in s:
        esc = _STRING_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        else:
            code = ord(ch)
            if (code < 32 or 0x7f <= code) if code < 0xa0 else unicodedata.category(ch) in _ESCAPED_IN_STRINGS:
                out.append(_hex_escape(code))
            else:
                out.append(ch)
    out.append('"')
    return "".join(out)


_BYTE_ESCAPES = {34: '\\"', 92: "\\\\", 10: "\\n", 9: "\\t", 13: "\\r", 7: "\\a", 8: "\\b",
                 11: "\\v", 12: "\\f", 27: "\\e"}


def write_bytes_literal(b: bytes | bytearray) -> str:
    """A byte string in write syntax, as Racket writes it: `#"abc"`, the named escapes
    (`\\n`, `\\e` ...), and other bytes outside 32-126 in octal, as short as the next
    character allows (`#"\\0\\377"`, but `#"\\0001"` before a digit)."""
    out = ['#"']
    n = len(b)
    for i, code in enumerate(b):
        esc = _BYTE_ESCAPES.get(code)
        if esc is not None:
            out.append(esc)
        elif 32 <= code < 127:
            out.append(chr(code))
        elif i + 1 < n and 48 <= b[i + 1] <= 55:
            out.append(f"\\{code:03o}")
        else:
            out.append(f"\\{code:o}")
    out.append('"')
    return "".join(out)
