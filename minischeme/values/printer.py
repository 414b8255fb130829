"""Racket's three printers: `display`, `write` and `print`, as Racket 8.7 prints.

`print` is `write` plus a leading quote (print-as-expression), except that a value holding a
transparent struct switches its containers to constructor style: `(list '(1 2) (tc 1 2))`.
Floats follow Chez Scheme's rule, not Python's repr (see ``format_float``).
"""
from __future__ import annotations

import decimal
import math
from fractions import Fraction
from typing import Any

from minischeme.values.lexical import (CHAR_NAMES, _DELIMS, _STRING_ESCAPES, write_bytes_literal,  # noqa: F401
                      write_char, write_string_literal, write_symbol)
from minischeme.values.data import (NIL, VOID, Box, Char, Eof, HashTable, MPair, MString, MultipleValues,
                   MVector, Pair, Parameter, StructInstance, StructType, Symbol, Undefined, Void, WRITER)
from minischeme.values.lexical import ExactComplex
from minischeme.values.hash_order import printed_items
from minischeme.values.paths import RacketPath

# ------------------------------------------------------------------ numbers


def format_float(x: float) -> str:
    """A flonum as Racket CS prints it (Chez `wrflonum`)."""
    if 1e-4 <= x < 1e14 or -1e14 < x <= -1e-4:     # positional in both: Python's text
        r = repr(x)                                 # unless a tie (_tie)
        # x is num / 2**k, whose exact decimal has k digits after the point; r, the shortest
        # that reads back as x, has at most k, and a tie needs fewer (the exact digits are
        # r's and a 5 more): r with k, or a denominator past _NO_TIE, is no tie
        den = x.as_integer_ratio()[1]
        if (den > _NO_TIE or den.bit_length() <= len(r) - r.find(".")
                or _tie(r.lstrip("-").replace(".", "").strip("0"), abs(x)) is None):
            return r
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


def _tie(digits: str, x: float) -> str | None:
    """The exact decimal digits of positive x when they are ``digits`` (the shortest that
    read back as x, Python's) and one more, a 5: an exact tie, which Python rounds half to
    even and Chez up. Else None.

    x is num / 2**k exactly, so its digits are those of num * 5**k (what Decimal(x) spells
    out), with no trailing zero when k > 0 (num is odd then). When 5**k alone has 19 digits
    or more (2**k above _NO_TIE), that is more than ``digits`` (at most 17) and one."""
    num, den = x.as_integer_ratio()
    if den > _NO_TIE:
        return None
    exstr = str(num * 5 ** (den.bit_length() - 1))
    if len(exstr) == len(digits) + 1 and exstr.endswith("5") and exstr[:-1] == digits:
        return exstr
    return None


_NO_TIE = 1 << 26


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
    exstr = _tie(digits, x)
    if exstr is not None:
        up = str(int(exstr[:-1]) + 1)
        if len(up) > len(exstr) - 1:
            exp10 += 1
        up = up.rstrip("0") or "0"
        if float(f"{up[0]}.{up[1:] or '0'}e{exp10}") == x:
            digits = up
    return digits, exp10


def int_string(n: int) -> str:
    """``str(n)``, also for huge n: Python 3.11 turns an int into decimal digits in
    quadratic time, in one C call no time limit can stop (a million digits take 17 s, ten
    million half an hour); this splits n in halves by powers of 2 and joins the halves with
    `decimal` (whose multiplication is fast for huge numbers): ten million digits in 8 s."""
    if _SMALL_NEG < n < _SMALL_INT:
        return str(n)
    pow2: dict[int, decimal.Decimal] = {}

    def power(w: int) -> decimal.Decimal:
        p = pow2.get(w)
        if p is None:
            p = pow2[w] = (decimal.Decimal(2) ** w if w <= 512
                           else power(w >> 1) * power(w - (w >> 1)))
        return p

    def digits(m: int, w: int) -> decimal.Decimal:   # 0 <= m < 2**w
        if w <= 4096:
            return decimal.Decimal(m)
        half = w >> 1
        hi = m >> half
        return digits(m - (hi << half), half) + digits(hi, w - half) * power(half)

    with decimal.localcontext() as ctx:
        ctx.prec, ctx.Emax, ctx.Emin = decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN
        ctx.traps[decimal.Inexact] = True
        text = str(digits(abs(n), n.bit_length()))
    return "-" + text if n < 0 else text


_SMALL_INT = 1 << 30000
_SMALL_NEG = -_SMALL_INT        # (negating a 30,000-bit int at every test costs more than str)


def format_number(x: Any) -> str:
    t = type(x)
    if t is int:
        return int_string(x)
    if t is float:
        return format_float(x)
    if t is Fraction:
        return f"{int_string(x.numerator)}/{int_string(x.denominator)}"
    if t is complex:
        return _format_complex(x)
    if t is ExactComplex:
        im = format_number(x.im)
        return f"{format_number(x.re)}{im if im.startswith('-') else '+' + im}i"
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

# ------------------------------------------------------------------ the printers

# `print` shows a two-element list headed by one of these as the prefix and the element
# (`''a`, and `'(tp 1)` for (list 'quote (tp 1)) with a transparent struct); write does not
_QUOTE_ABBREV = {"quote": "'", "quasiquote": "`", "unquote": ",", "unquote-splicing": ",@",
                 "syntax": "#'", "quasisyntax": "#`", "unsyntax": "#,", "unsyntax-splicing": "#,@"}


def _quote_form(v: Pair) -> str | None:
    """The prefix `print` abbreviates the list v to (`'` for (quote x)), or None."""
    head = v.car
    if type(head) is Symbol and head.name in _QUOTE_ABBREV and type(v.cdr) is Pair \
            and v.cdr.cdr is NIL:
        return _QUOTE_ABBREV[head.name]
    return None


class _Printer:
    """Walks a value, producing text in one of the modes 'display', 'write', 'print'.

    A value that contains itself (through a mutable pair, vector, box, hash table or
    struct) prints as Racket prints it: the value a cycle returns to is labelled where it
    is first printed (``#0=``) and printed as ``#0#`` wherever it comes again. Only a
    mutable container can close a cycle, so ``top`` prints at once, and looks for cycles
    (and starts again) only when it meets one.
    """

    def __init__(self, mode: str, quoted: bool = False) -> None:
        self.mode = mode
        self.quoted = quoted    # print at quote depth 1: inside a quote already
        self.out: list[str] = []
        # id -> label number (-1 - number: not printed yet); None when the value has no cycle
        self.labels: dict[int, int] | None = None
        self.checked = True     # False: stop (_MutableFound) at the first mutable container

    # -- entry points
    def top(self, v: Any) -> str:
        if PRINT_GRAPH.value and type(v) in _CONTAINERS:    # every shared part labelled
            self.labels = shared_targets(v)
        elif type(v) is Pair and _has_mutable(v):   # (a pair may close a cycle: `shared`)
            self.labels = cycle_targets(v, mutable=True)
        elif type(v) in _CONTAINERS:
            self.checked = False
            try:
                return self._top(v)
            except _MutableFound:
                self.out = []
                self.labels = cycle_targets(v, mutable=True)
                self.checked = True
        return self._top(v)

    def _top(self, v: Any) -> str:
        if self.mode == "print" and self.quoted:
            self.plain(v, quoted_print=True)
        elif self.mode == "print":
            self.print_top(v)
        else:
            self.plain(v)
        return "".join(self.out)

    # -- write / display (and quoted context of print)
    def label(self, v: Any) -> bool:
        """Print the label of ``v``, a value printed more than once in a value with a cycle:
        ``#n=`` the first time (then False: print the value), ``#n#`` after that (True:
        done). Its number is known (-1 - n until it is printed: ``cycle_targets``)."""
        assert self.labels is not None
        n = self.labels[id(v)]
        if n >= 0:
            self.out.append(f"#{n}#")
            return True
        n = self.labels[id(v)] = -1 - n
        self.out.append(f"#{n}=")
        return False

    def plain(self, v: Any, quoted_print: bool = False, labelled: bool = False) -> None:
        out = self.out
        if self.labels is not None and not labelled and id(v) in self.labels and self.label(v):
            return
        t = type(v)
        if t is bool:
            out.append("#t" if v else "#f")
        elif t is int or t is float or t is Fraction or t is complex or t is ExactComplex:
            out.append(format_number(v))
        elif t is Symbol:
            out.append(v.name if self.mode == "display" else write_symbol(v.name))
        elif t is str:
            out.append(v if self.mode == "display" else write_string_literal(v))
        elif t is bytes or t is bytearray:     # byte strings (immutable, mutable)
            out.append(bytes(v).decode("utf-8", "replace") if self.mode == "display"
                       else write_bytes_literal(v))
        elif t is MString:
            text = v.value()
            out.append(text if self.mode == "display" else write_string_literal(text))
        elif v is NIL:
            out.append("()")
        elif t is Pair:
            self.pair(v, quoted_print)
        elif t is Char:
            out.append(v.ch if self.mode == "display" else write_char(v))
        elif t is MVector:
            if not self.checked:
                raise _MutableFound
            out.append("#(")
            for i, item in enumerate(v.items):
                if i:
                    out.append(" ")
                self.plain(item, quoted_print)
            out.append(")")
        elif t is Box:
            if not self.checked:
                raise _MutableFound
            out.append("#&")
            self.plain(v.value, quoted_print)
        elif t is HashTable:
            if not self.checked:
                raise _MutableFound
            self.hash(v, quoted_print)
        elif t is StructInstance:
            if not self.checked:
                raise _MutableFound
            self.struct_plain(v, quoted_print)
        elif t is MPair:
            if not self.checked:
                raise _MutableFound
            braces = PRINT_MPAIR_CURLY_BRACES.value
            self.chain(v, MPair, "{" if braces else "(", "}" if braces else ")", quoted_print)
        elif t in CONSTRUCTOR_PRINTED or t in QUOTABLE_CONSTRUCTOR_PRINTED:
            self.custom_plain(v, quoted_print)
        elif t is RacketPath and self.mode == "display":
            out.append(v.text)      # (display path) shows its text; write and print #<path:..>
        else:
            out.append(opaque_text(v))

    def custom_plain(self, v: Any, quoted_print: bool) -> None:
        """A library value (a set ...) as write/display show it: ``#<set: 1 2>``, or its
        own way when it has one (an object: ``#(struct:object:point% ...)``)."""
        if hasattr(v, "racket_repr"):
            self.out.append(v.racket_repr())
            return
        name, items = v.racket_elements()
        self.out.append(f"#<{name}:")
        for item in items:
            self.out.append(" ")
            self.plain(item, quoted_print)
        self.out.append(">")

    def is_target(self, v: Any) -> bool:
        return self.labels is not None and id(v) in self.labels

    def pair(self, v: Pair, quoted_print: bool) -> None:
        prefix = _quote_form(v) if quoted_print else None
        if prefix is not None:
            self.out.append(prefix)
            self.plain(v.cdr.car, quoted_print)
            return
        if PRINT_PAIR_CURLY_BRACES.value:
            self.chain(v, Pair, "{", "}", quoted_print)
        else:
            self.chain(v, Pair, "(", ")", quoted_print)

    def chain(self, v: Any, kind: type, open_: str, close: str, quoted_print: bool) -> None:
        """A chain of pairs of type ``kind`` as a list, dotted at the end if it does not end
        in '(); a pair that a cycle label points to starts a new (labelled) chain."""
        out = self.out
        out.append(open_)
        labels = self.labels
        while True:
            self.plain(v.car, quoted_print)
            nxt = v.cdr
            if type(nxt) is kind and (labels is None or id(nxt) not in labels) \
                    and not (quoted_print and kind is Pair and _quote_form(nxt)):
                # (print's quoted tail `(a . (quote b))` shows as `(a . 'b)`)
                out.append(" ")
                v = nxt
                continue
            if nxt is not NIL:
                out.append(" . ")
                self.plain(nxt, quoted_print)
            break
        out.append(close)

    def hash(self, h: HashTable, quoted_print: bool) -> None:
        if h.weak:                   # Racket prints no content of a weak table
            self.out.append("#<hash>")
            return
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
        if st.writer is not None:       # prop:custom-write: #t write, #f display, 1 print
            mode = self.mode
            self.out.append(CUSTOM_WRITE[0](v, True if mode == "write" else False
                                            if mode == "display" else 1 if quoted_print else 0))
        elif st.prefab:
            self.out.append(f"#s({prefab_key_text(st, self.mode == 'display')}")
            for f in v.fields:
                self.out.append(" ")
                self.plain(f, quoted_print)
            self.out.append(")")
        elif st.transparent and st.parent is None:
            self.out.append(f"#(struct:{st.name}")
            for f in v.fields:
                self.out.append(" ")
                self.plain(f, quoted_print)
            self.out.append(")")
        elif st.shown_segments() is not None:
            self.out.append(f"#(struct:{st.name}")
            for seg in st.shown_segments():
                if seg is None:
                    self.out.append(" ...")
                    continue
                for f in v.fields[seg[0]:seg[1]]:
                    self.out.append(" ")
                    self.plain(f, quoted_print)
            self.out.append(")")
        elif st.proc is not None:       # prop:procedure: printed as a procedure
            self.out.append(procedure_struct_text(v))
        else:
            self.out.append(f"#<{st.name}>")

    # -- print (print-as-expression)
    def print_top(self, v: Any) -> None:
        if type(v) in CONSTRUCTOR_PRINTED or type(v) in QUOTABLE_CONSTRUCTOR_PRINTED:
            # print shows a set as its constructor call
            name, items = v.racket_elements()
            self.out.append(f"({name}")
            for item in items:
                self.out.append(" ")
                self.print_top(item)
            self.out.append(")")
            return
        if not _is_data(v):
            if type(v) is StructInstance and v.stype.writer is not None:
                if v.stype.quotable in ("always", "maybe"):
                    self.out.append("'")
                    self.out.append(CUSTOM_WRITE[0](v, 1))
                else:
                    self.out.append(CUSTOM_WRITE[0](v, 0))
                return
            if hasattr(v, "racket_print"):     # a value print shows its own way (a contract)
                self.out.append(v.racket_print())
                return
            self.plain(v)
            return
        if self.is_target(v) and self.label(v):
            return
        if quotable(v, self.labels, stop_at_mutable=not self.checked):
            self.out.append("'")
            self.plain(v, quoted_print=True, labelled=True)
        else:
            self.constructor(v)

    def constructor(self, v: Any) -> None:
        """Constructor style for values that hold a transparent struct."""
        out = self.out
        t = type(v)
        if not self.checked and t in _MUTABLE:
            raise _MutableFound
        if t is StructInstance:
            out.append(f"({v.stype.name}")
            for seg in v.stype.shown_segments() or [(0, len(v.fields))]:
                if seg is None:
                    out.append(" ...")
                    continue
                for f in v.fields[seg[0]:seg[1]]:
                    out.append(" ")
                    self.print_top(f)
            out.append(")")
        elif t is Pair and _quote_form(v) is not None and not self.is_target(v.cdr):
            out.append(_quote_form(v))
            self.print_top(v.cdr.car)
        elif t is Pair:
            items, tail = [], v
            while type(tail) is Pair and (tail is v or not self.is_target(tail)):
                if tail is not v and _quote_form(tail) is not None:
                    break       # Racket's own `(list x . ''y)` for a tail (quote y)
                items.append(tail.car)
                tail = tail.cdr
            if type(tail) is Pair and tail is not v and _quote_form(tail) is not None:
                out.append("(list")
                for item in items:
                    out.append(" ")
                    self.print_top(item)
                out.append(" . ")
                self.print_top(tail)
                out.append(")")
                return
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
        elif t is HashTable and v.weak:
            out.append("#<hash>")
        elif t is HashTable:
            out.append({"equal": "(hash", "eqv": "(hasheqv", "eq": "(hasheq"}[v.kind])
            for k, val in sorted_hash_items(v):
                out.append(" ")
                self.print_top(k)
                out.append(" ")
                self.print_top(val)
            out.append(")")
        else:
            self.plain(v, labelled=True)


# prop:custom-write: ``CUSTOM_WRITE[0](v, mode)`` is the text the procedure of v's type
# writes (installed by struct_properties, which can run a program's procedures)
CUSTOM_WRITE: list = [None]


def procedure_struct_text(v: StructInstance) -> str:
    """An opaque instance of a type with prop:procedure, as Racket prints it: as the
    procedure in its field (`#<procedure:add1>`), or named by its type (or by its
    prop:object-name field)."""
    named = v.stype.object_name
    if type(named) is int:
        name = v.fields[named]
        text = name.name if type(name) is Symbol else name if isinstance(name, str) else None
        if text is not None:
            return f"#<procedure:{text}>"
    spec = v.stype.proc
    if type(spec) is int:
        target = v.fields[spec]
        if type(target) is StructInstance and target.stype.proc is not None:
            return procedure_struct_text(target)
        if type(target) not in _CONTAINERS:
            text = opaque_text(target)
            if text.startswith("#<procedure"):
                return text
    return f"#<procedure:{v.stype.name}>"


# Types of library values (racket/set's sets) that `print` shows in constructor style,
# `(set 1 2)`, and write/display as `#<set: 1 2>`; a value holding one is not quotable.
# Each has ``racket_elements() -> (name, elements)``.
CONSTRUCTOR_PRINTED: set[type] = set()
# Types of library values that Racket prints in constructor style only by themselves
# (data/gvector's gvectors, opaque structs with a constructor-style printer; fxvectors and
# flvectors): `(gvector 1 2)` by print, `#<gvector: 1 2>` (or their ``racket_repr``,
# `#fx(1 2)`) by write and display, but a value holding one is still quoted and shows it as
# write does: `'(#<gvector: 1 2>)`. pretty-print shows them in constructor style inside
# other values too, as CONSTRUCTOR_PRINTED's.
QUOTABLE_CONSTRUCTOR_PRINTED: set[type] = set()


def _is_data(v: Any) -> bool:
    """Values that print with a quote or in constructor style (everything readable)."""
    t = type(v)
    return t in (Symbol, Pair, MVector, Box, HashTable, MPair) or v is NIL or (
        t is StructInstance and (v.stype.prefab or v.stype.shown_segments() is not None)
        and v.stype.writer is None)


def quotable(v: Any, labels: dict[int, int] | None = None,
             stop_at_mutable: bool = False) -> bool:
    """True when v prints as one quoted literal (holds no transparent, non-prefab struct).
    ``labels``: the cycle labels of the value being printed; a value already labelled
    prints as ``#n#``, which quotes. ``stop_at_mutable``: raise ``_MutableFound`` at a
    vector, box, hash table or prefab struct (the value may contain itself)."""
    if labels is not None:
        return _quotable_cyclic(v, labels)
    seen: set[int] = set()      # the parts met as elements: a shared part is walked once
    stack = [v]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Pair:
            while type(x) is Pair:
                car = x.car
                if type(car) in CONSTRUCTOR_PRINTED:
                    return False
                if type(car) in _CONTAINERS and id(car) not in seen:
                    seen.add(id(car))
                    stack.append(car)
                x = x.cdr
            if type(x) in _CONTAINERS or type(x) in CONSTRUCTOR_PRINTED:
                stack.append(x)
        elif t in CONSTRUCTOR_PRINTED:
            return False
        elif t is StructInstance:
            if x.stype.writer is not None:      # printed by its own procedure
                if x.stype.quotable == "never":
                    return False
                continue
            if not x.stype.prefab and x.stype.shown_segments() is not None:
                return False
            if x.stype.prefab:
                if stop_at_mutable:
                    raise _MutableFound
                stack.extend(x.fields)
        elif t is MPair:
            return False
        elif stop_at_mutable and (t is MVector or t is Box or t is HashTable):
            raise _MutableFound
        elif t is MVector:
            stack.extend(x.items)
        elif t is Box:
            stack.append(x.value)
        elif t is HashTable:
            for k, val in x.table.values():
                stack.append(k)
                stack.append(val)
    return True


def _quotable_cyclic(v: Any, labels: dict[int, int]) -> bool:
    seen = {id(v)}
    stack = [v]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is MPair:
            return False
        if t is StructInstance and x.stype.writer is not None:
            if x.stype.quotable == "never":
                return False
            continue
        if t is StructInstance and not x.stype.prefab and x.stype.shown_segments() is not None:
            return False
        for child in _children(x):
            if type(child) in _CONTAINERS and id(child) not in seen and labels.get(id(child), -1) < 0:
                seen.add(id(child))
                stack.append(child)
    return True


# ------------------------------------------------------------------ cycles

class _MutableFound(Exception):
    """The printer met a mutable container: the value must be searched for cycles."""


_CONTAINERS = frozenset([Pair, MVector, Box, HashTable, StructInstance, MPair])
_MUTABLE = frozenset([MVector, Box, HashTable, StructInstance, MPair])


def _children(x: Any) -> Any:
    """The values a container prints (none for an opaque struct)."""
    t = type(x)
    if t is Pair or t is MPair:
        return (x.car, x.cdr)
    if t is MVector:
        return x.items
    if t is Box:
        return (x.value,)
    if t is HashTable:
        return [item for entry in x.table.values() for item in entry]
    if t is StructInstance and x.stype.writer is not None:
        return ()
    if t is StructInstance and x.stype.prefab:
        return x.fields
    if t is StructInstance and x.stype.shown_segments() is not None:
        return [f for seg in x.stype.shown_segments() if seg is not None
                for f in x.fields[seg[0]:seg[1]]]
    return ()


def shared_targets(v: Any) -> dict[int, int] | None:
    """The labels of ``v`` as print-graph prints it: every container (pair, vector, box,
    hash table, mutable pair, struct) met more than once, whether or not a cycle returns
    to it, numbered as ``cycle_targets`` numbers them; None when nothing is shared."""
    return _labels(v) or None


def _unlabelled(x: StructInstance) -> bool:
    """A struct printed with no fields to show (opaque, or by its own procedure): never
    labelled, however often it is printed."""
    st = x.stype
    return st.writer is not None or not (st.prefab or st.shown_segments() is not None)


def cycle_targets(v: Any, mutable: bool = False) -> dict[int, int] | None:
    """The labels of ``v`` if it holds a cycle (else None): as Racket, every container
    printed more than once is labelled then, not only those a cycle returns to, numbered
    in the order their second visits come in printing order, as {id: -1 - number} (the
    printer makes the number itself once it has printed the container). Only a mutable
    container can close a cycle, so a value without one is not searched further
    (``mutable``: it is known to hold one)."""
    if type(v) not in _CONTAINERS or not (mutable or _has_mutable(v)):
        return None
    if not _has_cycle(v):
        return None
    return _labels(v)


def _labels(v: Any) -> dict[int, int]:
    """{id: -1 - number} of each container of ``v`` met a second time, in the order of
    those second meetings in printing order."""
    labels: dict[int, int] = {}
    seen = {id(v)}
    stack = [iter(_children(v))]
    while stack:
        for child in stack[-1]:
            if type(child) not in _CONTAINERS or (type(child) is StructInstance
                                                  and _unlabelled(child)):
                continue
            if id(child) in seen:
                if id(child) not in labels:
                    labels[id(child)] = -1 - len(labels)
                continue
            seen.add(id(child))
            stack.append(iter(_children(child)))
            break
        else:
            stack.pop()
    return labels


def _has_cycle(v: Any) -> bool:
    """Does a container of ``v`` hold itself (at any depth)?"""
    ON_PATH, DONE = 1, 2
    state = {id(v): ON_PATH}
    stack = [(v, iter(_children(v)))]
    while stack:
        node, children = stack[-1]
        for child in children:
            if type(child) not in _CONTAINERS:
                continue
            s = state.get(id(child))
            if s is None:
                state[id(child)] = ON_PATH
                stack.append((child, iter(_children(child))))
                break
            if s == ON_PATH:
                return True
        else:
            state[id(node)] = DONE
            stack.pop()
    return False


def _has_mutable(v: Any) -> bool:
    """Does ``v`` hold a mutable container (anywhere), or a pair reached twice (`shared`
    can make pairs cyclic)? Each shared part is looked at once."""
    seen: set[int] = set()
    stack = [v]
    while stack:
        x = stack.pop()
        while type(x) is Pair:
            if id(x) in seen:
                return True
            seen.add(id(x))
            if type(x.car) in _CONTAINERS:
                stack.append(x.car)
            x = x.cdr
        else:
            if type(x) in _MUTABLE:
                return True
    return False


def sorted_hash_items(h: HashTable) -> list:
    """Hash entries in the order Racket's printer shows them (hash_order.printed_items)."""
    return printed_items(h)


def prefab_key_text(st: StructType, display: bool = False) -> str:
    """A prefab type's key as it prints: its name alone, or (name [(auto-count auto-value)]
    [#(mutable-index ...)] parent-name parent-count [...] ...), as `#s((bar foo 1) 1 2 3)`;
    names written as symbols are (`|a b|`), but by ``display``."""
    name = (lambda n: n) if display else write_symbol
    parts: list[str] = []
    t: StructType | None = st
    while t is not None:
        parts.append(name(t.name))
        if t is not st:
            parts.append(str(len(t.fields) - t.auto_fields))
        if t.auto_fields:
            value = display_string(t.auto_value) if display else write_string(t.auto_value)
            parts.append(f"({t.auto_fields} {value})")
        mutable = _prefab_mutable(t)
        if mutable:
            parts.append("#(" + " ".join(map(str, mutable)) + ")")
        t = t.parent
    return parts[0] if len(parts) == 1 else "(" + " ".join(parts) + ")"


def _prefab_mutable(t: StructType) -> list[int]:
    """The indexes a prefab key lists as mutable: its mutable fields but the automatic
    ones (which are mutable, and not listed)."""
    return sorted(set(range(len(t.fields) - t.auto_fields)) - t.immutable)


def opaque_text(v: Any) -> str:
    """Unreadable values: procedures, void, eof, ports and the like."""
    t = type(v)
    if t is Void:
        return "#<void>"
    if t is Eof:
        return "#<eof>"
    if t is Undefined:
        return "#<undefined>"
    if t is MultipleValues:
        return " ".join(print_string(x) for x in v.values)
    if hasattr(v, "racket_repr"):
        return v.racket_repr()
    if t is StructType:
        return f"#<struct-type:{v.name}>"
    return f"#<{type(v).__name__.lower()}>"


def display_string(v: Any) -> str:
    """Text of (display v)."""
    t = type(v)
    if t is str:
        return v
    if t is MString:
        return v.value()
    if t is Char:           # (display #\a) is the character itself
        return v.ch
    if t is int:            # (~a n), (format "~a" n): no printer made for a number
        return int_string(v)
    if t is float:
        return format_float(v)
    return _Printer("display").top(v)


def write_string(v: Any) -> str:
    """Text of (write v)."""
    return _Printer("write").top(v)


def quoted_print_string(v: Any) -> str:
    """Text of (print v) inside a quoted value (quote depth 1): `(1 a "s")` for '(1 a "s")."""
    p = _Printer("print")
    p.labels = shared_targets(v) if PRINT_GRAPH.value else cycle_targets(v)
    p.plain(v, quoted_print=True)
    return "".join(p.out)


WRITER[0] = write_string    # pairs show in Python as Racket writes them


class _Cut(Exception):
    """The text of a ``print_prefix`` reached its limit."""


class _PrefixPrinter(_Printer):
    """A printer that stops once its text passes ``limit`` characters."""

    def __init__(self, mode: str, limit: int) -> None:
        super().__init__(mode)
        self.limit = limit
        self.counted = 0        # items of ``out`` added up in ``chars``
        self.chars = 0

    def check(self) -> None:
        out = self.out
        if self.counted > len(out):     # started again (a cycle check)
            self.counted = self.chars = 0
        while self.counted < len(out):
            self.chars += len(out[self.counted])
            self.counted += 1
        if self.chars > self.limit:
            raise _Cut

    def plain(self, v: Any, quoted_print: bool = False, labelled: bool = False) -> None:
        self.check()
        super().plain(v, quoted_print, labelled)

    def print_top(self, v: Any) -> None:
        self.check()
        super().print_top(v)


def print_prefix(v: Any, limit: int) -> tuple[str, bool]:
    """At most ``limit`` characters of ``print_string(v)``, and whether it was cut; only
    that much is printed, however big (or however shared) ``v`` is."""
    p = _PrefixPrinter("print" if PRINT_AS_EXPRESSION.value else "write", limit)
    try:
        text = p.top(v)
    except _Cut:
        return "".join(p.out)[:limit], True
    return (text, False) if len(text) <= limit else (text[:limit], True)


ERROR_PRINT_WIDTH = 256     # Racket's error-print-width


# The printer of values in error messages where the main module's language prints its own
# way (a teaching language: values/teaching_errors.py sets it), else None.
ERROR_VALUE_PRINTER: list = [None]


def error_value_string(v: Any) -> str:
    """``v`` as an error message shows it: printed, and cut to ``ERROR_PRINT_WIDTH``
    characters (the last three then ``...``), as Racket's error value->string handler does."""
    printer = ERROR_VALUE_PRINTER[0]
    if printer is not None:
        text = printer(v)
        return text[:ERROR_PRINT_WIDTH - 3] + "..." if len(text) > ERROR_PRINT_WIDTH else text
    text, cut = print_prefix(v, ERROR_PRINT_WIDTH)
    return text[:ERROR_PRINT_WIDTH - 3] + "..." if cut else text


# Racket's print-as-expression parameter. The main module's language sets it: #lang scheme
# turns it off, so results and error messages print in write style; a program may
# parameterize it (primitives/base_io.py gives it its guard).
PRINT_AS_EXPRESSION = Parameter(True, None, "print-as-expression")
# Racket's print-mpair-curly-braces: mutable pairs written `{1 2}`, or `(1 2)` as #lang sicp
# and #lang r5rs print them (their languages turn it off; r5rs's display and write do too)
PRINT_MPAIR_CURLY_BRACES = Parameter(True, None, "print-mpair-curly-braces")
# Racket's print-pair-curly-braces: pairs written `{1 2}` (off by default)
PRINT_PAIR_CURLY_BRACES = Parameter(False, None, "print-pair-curly-braces")
# Racket's print-graph: off, only a value that holds itself shows `#0=` labels (on every
# part printed more than once); on, every part printed more than once is labelled
PRINT_GRAPH = Parameter(False, None, "print-graph")


def print_string(v: Any, quote_depth: int = 0) -> str:
    """Text of (print v): what Racket shows for results and in error messages; at quote
    depth 1, as inside a quote (no quote in front, `#(struct:...)` for a struct, `'x` for
    (quote x))."""
    if not PRINT_AS_EXPRESSION.value:
        return _Printer("write").top(v)
    return _Printer("print", quote_depth == 1).top(v)
