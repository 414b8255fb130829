"""How to Design Programs' teaching languages print a result their own way (``htdp_print``),
as Racket's print converter (mzlib/pconvert) writes a value as the expression that makes it:
`#true`/`#false`, lists as `(list 1 2)` (`(cons 1 (cons 2 '()))` in `htdp/bsl`, which has no
list abbreviations), `'()`, structures as `(make-posn 1 2)`, `(vector 1 2)`, `(box 1)`,
`(make-hash (list (cons 1 2)))`, a procedure as `(lambda (a1 a2) ...)` (a primitive by its
name), symbols quoted, an exact rational whose decimal expansion ends in decimal (`1.5`: the
teaching languages read decimal literals as exact, reading/direct.py), an inexact number
marked `#i`.

htdp/asl shows sharing: a part of the value reached twice (the same pair, structure,
vector, string, procedure ...; not a number, symbol, character or an empty string or vector)
is named `-N-` and bound in a `(shared ((-N- part) ...) value)` around it, N counting the
parts in the order the converter first meets them, so a cycle prints too.

The interpreter prints a teaching-language module's results with it, and the teaching
languages' errors show values with it (primitives/htdp_questions.py)."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.values.data import (NIL, VOID, Box, Char, HashTable, MString, MVector, Pair,
                                    StructInstance, StructType, Symbol, Void, is_number,
                                    make_struct_instance)
from minischeme.values.hash_order import ordered_items
from minischeme.values.printer import print_string, write_string
from minischeme.values.procedures import ONE_VALUE, Primitive
from minischeme.values.runtime import is_procedure

# htdp/asl's `set!` answers this value (lang/private/set-result.rkt; the `%htdp-set!-result`
# of primitives/htdp_questions.py), which its printer shows as `(void)` where a void result
# is not printed at all; `void?` says #f of it
SET_RESULT_TYPE = StructType("set!-result", [])
SET_RESULT = make_struct_instance(SET_RESULT_TYPE, [])

# A procedure's arity as (counts, least count of its arity-at-least or None), or None:
# primitives/control.py puts its procedure-arity here (values come before the primitives)
ARITY_PARTS: list = [None]


def htdp_print(v: Any, abbreviated: bool = True, sharing: bool = False) -> str:
    """``v`` as the teaching languages print a result (``abbreviated``: a list as
    `(list ...)`, htdp/bsl writes its conses; ``sharing``: htdp/asl's `shared` notation)."""
    return _Converter(abbreviated, v if sharing else None).text(v)


def _key(v: Any) -> Any:
    """What identifies a part: itself for an immutable string (equal literals are one
    interned string in Racket), else its identity."""
    return ("s", v) if type(v) is str else id(v)


class _Share:
    __slots__ = ("number", "shared", "value")

    def __init__(self, number: int, value: Any) -> None:
        self.number, self.shared, self.value = number, False, value


class _Converter:
    """One value's conversion: pconvert's build-share pass (which parts are met twice),
    then its print pass."""

    def __init__(self, abbreviated: bool, shared_in: Any) -> None:
        self.abbreviated = abbreviated
        self.table: dict[Any, _Share] = {}
        self.expand = False
        if shared_in is not None:
            self._build(shared_in)

    # ---------------------------------------------------------------- sharing

    def _seen(self, v: Any) -> bool:
        """pconvert's build-sub: has ``v`` been met (now marked shared)? Else number it."""
        if (type(v) is str and v == "") or (type(v) is MString and len(v.data) == 0) \
                or (type(v) is MVector and not v.items):
            return True
        k = _key(v)
        info = self.table.get(k)
        if info is not None:
            info.shared = True
            return True
        self.table[k] = _Share(len(self.table), v)
        return False

    def _build(self, v: Any) -> None:
        stack = [v]
        while stack:
            v = stack.pop()
            if _atomic(v):
                continue
            if self._seen(v):
                continue
            t = type(v)
            if t is Pair:
                stack.append(v.cdr)
                stack.append(v.car)
            elif t is MVector:
                stack.extend(reversed(v.items))
            elif t is StructInstance:
                stack.extend(reversed(v.fields))
            elif t is Box:
                stack.append(v.value)
            elif t is HashTable:
                for k, val in reversed(_hash_items(v)):
                    stack.append(val)
                    stack.append(k)

    def _shared(self, v: Any) -> bool:
        info = self.table.get(_key(v)) if self.table else None
        return info is not None and info.shared

    # ---------------------------------------------------------------- printing

    def text(self, v: Any) -> str:
        body = self._convert(v, False)
        shared = sorted((i for i in self.table.values() if i.shared), key=lambda i: str(i.number))
        if not shared:
            return body
        bindings = []
        for info in shared:
            self.expand = True
            bindings.append(f"(-{info.number}- {self._convert(info.value, True)})")
        return f"(shared ({' '.join(bindings)}) {body})"

    def _convert(self, v: Any, first: bool) -> str:
        expand, self.expand = self.expand, False
        if self.table and not expand and not first and not _atomic(v) and self._shared(v):
            return f"-{self.table[_key(v)].number}-"
        return self._construct(v, first)

    def _construct(self, v: Any, first: bool) -> str:
        if v is True:
            return "#true"
        if v is False:
            return "#false"
        if v is NIL:
            return "'()"
        t = type(v)
        if t is Pair:
            return self._pair(v, first)
        if v is SET_RESULT:
            return "(void)"
        if t is StructInstance and v.stype.proc is None:
            return "(make-" + " ".join([v.stype.name, *(self._convert(f, False)
                                                        for f in v.fields)]) + ")"
        if t is Symbol:
            return "'" + write_string(v)
        if t is str or t is MString:
            return write_string(v)
        if t is Fraction:
            return _exact_decimal(v) or print_string(v)
        if t is float or t is complex:
            return "#i" + print_string(v)
        if t is MVector:
            return self._call("vector-immutable" if v.immutable else "vector", v.items)
        if t is Box:
            return self._call("box-immutable" if v.immutable else "box", [v.value])
        if t is HashTable and not v.weak:
            return self._hash(v)
        if v is VOID:
            return "(void)"
        if is_procedure(v):
            return _procedure(v)
        return print_string(v)

    def _call(self, head: str, items: list) -> str:
        return "(" + " ".join([head, *(self._convert(x, False) for x in items)]) + ")"

    def _pair(self, v: Pair, first: bool) -> str:
        cells, p, seen = [], v, set()
        while type(p) is Pair and id(p) not in seen:
            seen.add(id(p))
            cells.append(p)
            p = p.cdr
        proper = p is NIL
        if self.abbreviated and proper and not any(self._shared(c) for c in cells[1 if first else 0:]):
            return self._call("list", [c.car for c in cells])
        if not self.abbreviated and proper and not self.table:
            items = [self._convert(c.car, False) for c in cells]
            return "".join(f"(cons {item} " for item in items) + "'()" + ")" * len(items)
        return f"(cons {self._convert(v.car, False)} {self._convert(v.cdr, False)})"

    def _hash(self, h: HashTable) -> str:
        kind = {"equal": "hash", "eqv": "hasheqv", "eq": "hasheq"}.get(h.kind, "hash")
        head = f"make-{kind}" if h.mutable else f"make-immutable-{kind}"
        items = _hash_items(h)
        if not items:
            return f"({head})"
        pairs = " ".join(f"(cons {self._convert(k, False)} {self._convert(x, False)})" for k, x in items)
        return f"({head} (list {pairs}))"


def _atomic(v: Any) -> bool:
    """A value the converter never names as shared."""
    return (v is NIL or v is True or v is False or type(v) in (Symbol, Char, Void)
            or is_number(v) or v is None)


def _hash_items(h: HashTable) -> list[tuple]:
    return ordered_items(h)


def _procedure(f: Any) -> str:
    """A procedure as pconvert writes it: a primitive by its name, any other (a structure's
    constructor, predicate, accessor or mutator too: Racket's are no primitives) as a
    `lambda` (a `case-lambda`) whose parameters show its arity."""
    if type(f) is Primitive and f not in ONE_VALUE:
        return f.name
    arity_parts = ARITY_PARTS[0]
    parts = arity_parts(f) if arity_parts is not None else None
    if parts is None:
        return print_string(f)
    counts, at_least = parts
    shapes = [_params(n, False) for n in sorted(counts)]
    if at_least is not None:
        shapes.append(_params(at_least, True))
    if len(shapes) == 1:
        return f"(lambda {shapes[0]} ...)"
    return "(case-lambda " + " ".join(f"({s} ...)" for s in shapes) + ")"


def _params(n: int, rest: bool) -> str:
    names = [f"a{i}" for i in range(1, n + 1)]
    if rest:
        return "args" if n == 0 else "(" + " ".join(names) + " . args)"
    return "(" + " ".join(names) + ")"


def _exact_decimal(q: Fraction) -> str | None:
    """An exact rational as the teaching languages print it where its decimal expansion
    ends (3/2 as 1.5, 1/1048576 with all its digits); None where it does not (1/3)."""
    d, twos, fives = q.denominator, 0, 0
    while d % 2 == 0:
        d, twos = d // 2, twos + 1
    while d % 5 == 0:
        d, fives = d // 5, fives + 1
    if d != 1:
        return None
    places = max(twos, fives)
    digits = str(abs(q.numerator) * 10 ** places // q.denominator).rjust(places + 1, "0")
    return ("-" if q < 0 else "") + digits[:-places] + "." + digits[-places:]
