"""Racket's three printers: `display`, `write` and `print`, as Racket 8.7 prints.

`print` is `write` plus a leading quote (print-as-expression), except that a value holding a
transparent struct switches its containers to constructor style: `(list '(1 2) (tc 1 2))`.
Floats follow Chez Scheme's rule, not Python's repr (see ``format_float``).
"""
from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

from .data import (NIL, VOID, Box, Char, Eof, HashTable, MPair, MultipleValues, MVector, Pair,
                   StructInstance, Symbol, Undefined, Void)

# ------------------------------------------------------------------ numbers


def format_float(x: float) -> str:
    """A flonum as Racket CS prints it (Chez `wrflonum`)."""
    if x != x:
        return "+nan.0"
    if x == math.inf:
        return "+inf.0"
    if x == -math.inf:
        return "-inf.0"
    if x == 0.0:
        return "-0.0" if math.copysign(1.0, x) < 0 else "0.0"
    sign = "-" if x < 0 else ""
    digits, exp = _shortest_digits(abs(x))
    n = len(digits)
    # value = d0.d1d2... x 10^exp
    if exp < -4:
        positional = False
    elif exp < 14:
        positional = True
    else:
        positional = (exp - n) < 3
    if positional:
        if exp >= n - 1:
            text = digits + "0" * (exp - n + 1) + ".0"
        elif exp >= 0:
            text = digits[:exp + 1] + "." + digits[exp + 1:]
        else:
            text = "0." + "0" * (-exp - 1) + digits
    else:
        mant = digits[0] + ("." + digits[1:] if n > 1 else "")
        text = f"{mant}e{'+' if exp > 0 else ''}{exp}" if exp != 0 else mant
    return sign + text


def _shortest_digits(x: float) -> tuple[str, int]:
    """Shortest round-trip decimal digits of positive x and its decimal exponent.

    Python rounds an exact tie in the last digit half-to-even where Chez rounds half up; the
    exact decimal expansion tells the two apart.
    """
    r = repr(x)
    mant, _, e = r.partition("e")
    exp = int(e) if e else 0
    if "." in mant:
        ip, fp = mant.split(".")
    else:
        ip, fp = mant, ""
    digits = (ip + fp).lstrip("0")
    lead_zeros = len(ip + fp) - len((ip + fp).lstrip("0"))
    exp10 = exp + len(ip) - 1 - lead_zeros
    digits = digits.rstrip("0") or "0"
    # Tie correction: the exact value has exactly one digit more, a 5, after our digits.
    exact = Decimal(x)
    sign, exdigits, exexp = exact.as_tuple()
    exstr = "".join(map(str, exdigits)).lstrip("0")
    if len(exstr) == len(digits) + 1 and exstr.endswith("5") and exstr[:-1] == digits:
        up = str(int(exstr[:-1]) + 1)
        if len(up) > len(exstr) - 1:
            exp10 += 1
        up = up.rstrip("0") or "0"
        if float(f"{up[0]}.{up[1:] or '0'}e{exp10}") == x:
            digits = up
    return digits, exp10


def format_number(x: Any) -> str:
    t = type(x)
    if t is int:
        return str(x)
    if t is float:
        return format_float(x)
    if t is Fraction:
        return f"{x.numerator}/{x.denominator}"
    if t is complex:
        return _format_complex(x)
    return str(x)


def _format_complex(z: complex) -> str:
    re, im = z.real, z.imag
    if isinstance(re, float) and isinstance(im, float):
        ims = format_float(im)
        if not ims.startswith(("-", "+")):
            ims = "+" + ims
        return f"{format_float(re)}{ims}i"
    return str(z)


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
    from .reader import parse_number
    return parse_number(text) is not None


def write_char(c: Char) -> str:
    ch = c.ch
    if ch in CHAR_NAMES:
        return "#\\" + CHAR_NAMES[ch]
    code = ord(ch)
    if code < 32 or (0x7f <= code < 0xa1) or code == 0xad:
        return f"#\\u{code:04X}"
    return "#\\" + ch


def write_string_literal(s: str) -> str:
    out = ['"']
    for ch in s:
        esc = _STRING_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        else:
            code = ord(ch)
            if code < 32 or 0x7f <= code < 0xa0:
                out.append(f"\\u{code:04X}")
            else:
                out.append(ch)
    out.append('"')
    return "".join(out)


# ------------------------------------------------------------------ the printers

_QUOTE_ABBREV = {"quote": "'", "quasiquote": "`", "unquote": ",", "unquote-splicing": ",@"}


class _Printer:
    """Walks a value, producing text in one of the modes 'display', 'write', 'print'."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.out: list[str] = []

    # -- entry points
    def top(self, v: Any) -> str:
        if self.mode == "print":
            self.print_top(v)
        else:
            self.plain(v)
        return "".join(self.out)

    # -- write / display (and quoted context of print)
    def plain(self, v: Any, quoted_print: bool = False) -> None:
        out = self.out
        t = type(v)
        if t is bool:
            out.append("#t" if v else "#f")
        elif t is int or t is float or t is Fraction or t is complex:
            out.append(format_number(v))
        elif t is Symbol:
            out.append(v.name if self.mode == "display" else write_symbol(v.name))
        elif t is str:
            out.append(v if self.mode == "display" else write_string_literal(v))
        elif v is NIL:
            out.append("()")
        elif t is Pair:
            self.pair(v, quoted_print)
        elif t is Char:
            out.append(v.ch if self.mode == "display" else write_char(v))
        elif t is MVector:
            out.append("#(")
            for i, item in enumerate(v.items):
                if i:
                    out.append(" ")
                self.plain(item, quoted_print)
            out.append(")")
        elif t is Box:
            out.append("#&")
            self.plain(v.value, quoted_print)
        elif t is HashTable:
            self.hash(v, quoted_print)
        elif t is StructInstance:
            self.struct_plain(v, quoted_print)
        elif t is MPair:
            out.append("{")
            self.plain(v.car, quoted_print)
            out.append(" . ")
            self.plain(v.cdr, quoted_print)
            out.append("}")
        else:
            out.append(opaque_text(v))

    def pair(self, v: Pair, quoted_print: bool) -> None:
        out = self.out
        head = v.car
        if (quoted_print and type(head) is Symbol and head.name in _QUOTE_ABBREV
                and type(v.cdr) is Pair and v.cdr.cdr is NIL):
            out.append(_QUOTE_ABBREV[head.name])
            self.plain(v.cdr.car, quoted_print)
            return
        out.append("(")
        first = True
        while True:
            if not first:
                out.append(" ")
            first = False
            self.plain(v.car, quoted_print)
            nxt = v.cdr
            if type(nxt) is Pair:
                v = nxt
                continue
            if nxt is not NIL:
                out.append(" . ")
                self.plain(nxt, quoted_print)
            break
        out.append(")")

    def hash(self, h: HashTable, quoted_print: bool) -> None:
        prefix = {"equal": "#hash", "eqv": "#hasheqv", "eq": "#hasheq"}[h.kind]
        self.out.append(prefix + "(")
        for i, (k, val) in enumerate(sorted_hash_items(h)):
            if i:
                self.out.append(" ")
            self.out.append("(")
            self.plain(k, quoted_print)
            self.out.append(" . ")
            self.plain(val, quoted_print)
            self.out.append(")")
        self.out.append(")")

    def struct_plain(self, v: StructInstance, quoted_print: bool) -> None:
        st = v.stype
        if st.prefab:
            self.out.append(f"#s({st.name}")
            for f in v.fields:
                self.out.append(" ")
                self.plain(f, quoted_print)
            self.out.append(")")
        elif st.transparent:
            self.out.append(f"#(struct:{st.name}")
            for f in v.fields:
                self.out.append(" ")
                self.plain(f, quoted_print)
            self.out.append(")")
        else:
            self.out.append(f"#<{st.name}>")

    # -- print (print-as-expression)
    def print_top(self, v: Any) -> None:
        if not _is_data(v):
            self.plain(v)
        elif quotable(v):
            self.out.append("'")
            self.plain(v, quoted_print=True)
        else:
            self.constructor(v)

    def constructor(self, v: Any) -> None:
        """Constructor style for values that hold a transparent struct."""
        out = self.out
        t = type(v)
        if t is StructInstance:
            out.append(f"({v.stype.name}")
            for f in v.fields:
                out.append(" ")
                self.print_top(f)
            out.append(")")
        elif t is Pair:
            items, tail = [], v
            while type(tail) is Pair:
                items.append(tail.car)
                tail = tail.cdr
            if tail is NIL:
                out.append("(list")
            elif len(items) == 1:
                out.append("(cons")
            else:
                out.append("(list*")
            for item in items:
                out.append(" ")
                self.print_top(item)
            if tail is not NIL:
                out.append(" ")
                self.print_top(tail)
            out.append(")")
        elif t is MVector:
            out.append("(vector")
            for item in v.items:
                out.append(" ")
                self.print_top(item)
            out.append(")")
        elif t is Box:
            out.append("(box ")
            self.print_top(v.value)
            out.append(")")
        elif t is MPair:
            out.append("(mcons ")
            self.print_top(v.car)
            out.append(" ")
            self.print_top(v.cdr)
            out.append(")")
        elif t is HashTable:
            out.append({"equal": "(hash", "eqv": "(hasheqv", "eq": "(hasheq"}[v.kind])
            for k, val in sorted_hash_items(v):
                out.append(" ")
                self.print_top(k)
                out.append(" ")
                self.print_top(val)
            out.append(")")
        else:
            self.plain(v)


def _is_data(v: Any) -> bool:
    """Values that print with a quote or in constructor style (everything readable)."""
    t = type(v)
    return t in (Symbol, Pair, MVector, Box, HashTable, MPair) or v is NIL or (
        t is StructInstance and (v.stype.transparent or v.stype.prefab))


def quotable(v: Any) -> bool:
    """True when v prints as one quoted literal (holds no transparent, non-prefab struct)."""
    stack = [v]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Pair:
            while type(x) is Pair:
                stack.append(x.car)
                x = x.cdr
            stack.append(x)
        elif t is StructInstance:
            if x.stype.transparent and not x.stype.prefab:
                return False
            if x.stype.prefab:
                stack.extend(x.fields)
        elif t is MPair:
            return False
        elif t is MVector:
            stack.extend(x.items)
        elif t is Box:
            stack.append(x.value)
        elif t is HashTable:
            for k, val in x.table.values():
                stack.append(k)
                stack.append(val)
    return True


def sorted_hash_items(h: HashTable) -> list:
    """Hash entries in the order Racket's printer shows them (keys sorted by kind, then value)."""
    def key(item: tuple) -> tuple:
        k = item[0]
        t = type(k)
        if t is Char:
            return (0, ord(k.ch), "")
        if t in (int, float, Fraction):
            return (1, k, "")
        if t is Symbol:
            return (2, 0, k.name)
        if t is str:
            return (3, 0, k)
        if t is bool:
            return (4, int(k), "")
        return (5, 0, write_string(k))
    items = list(h.table.values())
    try:
        return sorted(items, key=key)
    except TypeError:
        return items


def opaque_text(v: Any) -> str:
    """Unreadable values: procedures, void, eof, ports and the like."""
    from .procedures import Closure, Parameter, Primitive
    t = type(v)
    if t is Void:
        return "#<void>"
    if t is Primitive or t is Closure or t is Parameter:
        return repr(v)
    if t is Eof:
        return "#<eof>"
    if t is Undefined:
        return "#<undefined>"
    if t is MultipleValues:
        return " ".join(print_string(x) for x in v.values)
    if hasattr(v, "racket_repr"):
        return v.racket_repr()
    return f"#<{type(v).__name__.lower()}>"


def display_string(v: Any) -> str:
    """Text of (display v)."""
    if type(v) is str:
        return v
    return _Printer("display").top(v)


def write_string(v: Any) -> str:
    """Text of (write v)."""
    return _Printer("write").top(v)


# Racket's print-as-expression parameter. The main module's language sets it: #lang scheme
# turns it off, so results and error messages print in write style.
PRINT_AS_EXPRESSION = [True]


def print_string(v: Any) -> str:
    """Text of (print v): what Racket shows for results and in error messages."""
    if not PRINT_AS_EXPRESSION[0]:
        return _Printer("write").top(v)
    return _Printer("print").top(v)
