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

# The number syntax lives in number_syntax.py; these names are re-exported from here.
from minischeme.values.number_syntax import (  # noqa: E402,F401
    ExactComplex, make_exact_complex, parse_number, read_number)


# ------------------------------------------------------------------ symbols, chars, strings

_DELIMS = set(" \t\n\r\f\v()[]{}\",'`;|\\")

CHAR_NAMES = {"\0": "nul", "\t": "tab", "\n": "newline", " ": "space", "\r": "return",
              "\x7f": "rubout", "\b": "backspace", "\x0b": "vtab", "\x0c": "page"}

_STRING_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r",
                   "\a": "\\a", "\b": "\\b", "\x0b": "\\v", "\x0c": "\\f", "\x1b": "\\e",
                   "\0": "\\u0000"}


def write_symbol(name: str, keyword_text: bool = False) -> str:
    """A symbol in write syntax: bars when the reader would read the text otherwise. A
    keyword (named `#:...`) is `#:` and its text so written, where a number needs none
    (``keyword_text``: writing that text, in which a leading `#:` needs bars too)."""
    if name.startswith("#:") and not keyword_text:
        rest = name[2:]
        if not rest or _reads_as_number(rest):
            return name
        return "#:" + write_symbol(rest, True)
    if name == "":
        return "||"
    if "|" in name and not any(c in _DELIMS and c != "|" for c in name):
        return name.replace("|", "\\|")
    needs_bars = (
        any(c in _DELIMS or c.isspace() for c in name)
        or name == "."
        or (name[0] == "#" and not name.startswith("#%" if keyword_text else ("#%", "#:")))
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


def _is_cluster_extender(code: int) -> bool:
    """ZWNJ, ZWJ and the tag characters: format characters that extend a grapheme cluster."""
    return code in (0x200C, 0x200D) or 0xE0020 <= code <= 0xE007F


def _extends_graphic(s: str, i: int) -> bool:
    """Does the cluster extender at s[i] follow a graphic character (through other
    extenders)? Racket writes it as it is there (`"a\u200Db"` shows the joiner), escaped
    at the start of a string or after a space or control character."""
    while i > 0:
        i -= 1
        code = ord(s[i])
        if not _is_cluster_extender(code):
            return unicodedata.category(s[i])[0] in "LMNPS"
    return False


def write_string_literal(s: str) -> str:
    out = ['"']
    for i, ch in enumerate(s):
        esc = _STRING_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        else:
            code = ord(ch)
            if ((code < 32 or 0x7f <= code) if code < 0xa0
                    else unicodedata.category(ch) in _ESCAPED_IN_STRINGS
                    and not (_is_cluster_extender(code) and _extends_graphic(s, i))):
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
