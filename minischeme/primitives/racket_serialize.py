"""racket/serialize for plain data: `serializable?`, `serialize` and `deserialize` in
Racket 8.7's format, `((3) 0 () N (shared ...) () body)`: a value whose parts are all
quotable (numbers, characters, booleans, symbols, keywords, immutable strings and byte
strings, '(), pairs and immutable vectors of them) is `(q . datum)` as a pair, itself as
an atom; a mutable string or byte string `(u . s)`; other pairs `(c car . cdr)`; vectors
`(v! ...)` (mutable) or `(v ...)`; boxes `(b! . v)` or `(b . v)`; hash tables `(h ! (equal)
(k . v) ...)` (`-` immutable; `()` eq, `(eqv)`, `weak` added); prefab structures `(f key
field ...)`; `(void)`; a date* `(date* field ...)`; an uninterned symbol `(su . name)`. A
string, byte string or compound value met more than once (outside a quoted part) is
written once in the shared list and `(? . n)` where it is met; one met again inside itself
(a cycle: a mutable vector, box or hash table) is a placeholder there, filled by a fixup.
`serializable?` is shallow, as Racket's: it does not look inside compound values."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.values.data import (NIL, VOID, Box, Char, HashTable, MString, MVector, Pair, StructInstance,
                                    Symbol, list_to_python, make_list, make_mstring, make_pair, sym)
from minischeme.values.equality import hash_put
from minischeme.values.errors import contract_error, racket_error
from .base_dates import DATE_STAR
from .registry import define, library

library("racket/serialize")

_Q, _C, _U = sym("q"), sym("c"), sym("u")
_KINDS = {"equal": [sym("equal")], "eq": [], "eqv": [sym("eqv")]}


_ATOMS = (bool, int, float, Fraction, complex, Char, Symbol, str, bytes)


def _atomic(v: Any) -> bool:
    """Is v an atom serialize writes as itself (a number, character, boolean, symbol,
    keyword, immutable string or byte string, '())?"""
    return isinstance(v, _ATOMS) or v is NIL


def _quotable(v: Any) -> bool:
    while type(v) is Pair:
        if not _quotable(v.car):
            return False
        v = v.cdr
    if type(v) is MVector:
        return v.immutable and all(_quotable(x) for x in v.items)
    return _atomic(v)


@define("serializable?", 1)
def serializable_p(v: Any) -> bool:
    """Can v be serialized (its parts not checked)?"""
    if type(v) is StructInstance:
        return v.stype.prefab or v.stype is DATE_STAR
    return _atomic(v) or v is VOID or isinstance(v, (Pair, MString, bytearray, MVector, Box, HashTable))


_SHAREABLE = (str, bytes, bytearray, MString, Pair, MVector, Box, HashTable, StructInstance)


def _parts(v: Any) -> list:
    """The values serialize writes inside v (none for a quoted part)."""
    if type(v) is Pair:
        return [] if _quotable(v) else [v.car, v.cdr]
    if type(v) is MVector:
        return [] if _quotable(v) else list(v.items)
    if type(v) is Box:
        return [v.value]
    if type(v) is HashTable:
        from .base_data import hash_to_list
        return [x for p in list_to_python(hash_to_list(v)) for x in (p.car, p.cdr)]
    if type(v) is StructInstance:
        return list(v.fields)
    return []


def _shared(v: Any) -> tuple[list, set[int]]:
    """The values met more than once inside v, each after those inside it, and the ids of
    those met again inside themselves (a cycle's way back in)."""
    counts: dict[int, int] = {}
    order: list = []
    inside: set[int] = set()       # the values being walked
    cyclic: set[int] = set()
    todo: list = [(v, False)]
    while todo:
        x, done = todo.pop()
        if done:
            inside.discard(id(x))
            order.append(x)
            continue
        if not isinstance(x, _SHAREABLE):
            continue
        if id(x) in counts:
            counts[id(x)] += 1
            if id(x) in inside:
                cyclic.add(id(x))
            continue
        counts[id(x)] = 1
        inside.add(id(x))
        todo.append((x, True))
        todo.extend((p, False) for p in reversed(_parts(x)))
    return [x for x in order if counts[id(x)] > 1], cyclic


def _placeholder(v: Any) -> Box:
    """What the shared list holds for a value on a cycle, which deserialize makes empty
    and fills from the fixups: `#&(v . N)` a mutable vector of N, `#&b` a mutable box,
    `#&(h KIND ...)` a mutable hash table, as Racket writes them."""
    if type(v) is MVector and not v.immutable:
        return Box(make_pair(sym("v"), len(v.items)), immutable=True)
    if type(v) is Box and not v.immutable:
        return Box(sym("b"), immutable=True)
    if type(v) is HashTable and v.mutable:
        return Box(make_list([sym("h"), *_hash_kind(v)]), immutable=True)
    raise racket_error("serialize: a cycle through an immutable value or a structure is not "
                       "supported here")


def _hash_kind(v: HashTable) -> list:
    return list(_KINDS[v.kind]) + ([sym("weak")] if v.weak else [])


class _Writer:
    """One serialize: the shared values' numbers."""

    def __init__(self, shared: list) -> None:
        self.number = {id(x): i for i, x in enumerate(shared)}

    def encode(self, v: Any) -> Any:
        i = self.number.get(id(v))
        if i is not None and isinstance(v, _SHAREABLE):
            return make_pair(sym("?"), i)
        return self.content(v)

    def content(self, v: Any) -> Any:
        return _encode(v, self.encode)


def _encode(v: Any, _encode_part: Any) -> Any:
    if type(v) is Symbol and Symbol.table.get(v.name) is not v:
        return make_pair(sym("su"), v.name)
    if type(v) is Pair:
        if _quotable(v):
            return make_pair(_Q, v)
        return make_pair(_C, make_pair(_encode_part(v.car), _encode_part(v.cdr)))
    if type(v) is MString:
        return make_pair(_U, v.value())
    if type(v) is bytearray:
        return make_pair(_U, bytes(v))
    if type(v) is MVector:
        if _quotable(v):
            return make_pair(_Q, v)
        return make_list([sym("v" if v.immutable else "v!"), *map(_encode_part, v.items)])
    if type(v) is Box:
        return make_pair(sym("b" if v.immutable else "b!"), _encode_part(v.value))
    if type(v) is HashTable:
        from .base_data import hash_to_list
        kind = _hash_kind(v)
        entries = [make_pair(_encode_part(p.car), _encode_part(p.cdr)) for p in list_to_python(hash_to_list(v))]
        return make_list([sym("h"), sym("!" if v.mutable else "-"), make_list(kind), *entries])
    if v is VOID:
        return make_list([sym("void")])
    if type(v) is StructInstance and (v.stype.prefab or v.stype is DATE_STAR):
        head = [sym("f"), sym(v.stype.name)] if v.stype.prefab else [sym("date*")]
        return make_list([*head, *map(_encode_part, v.fields)])
    if not _atomic(v):
        raise contract_error("serialize", "serializable?", v)
    return v


@define("serialize", 1)
def serialize(v: Any) -> Any:
    """v as serialized data: a list `read` and `write` keep."""
    if not serializable_p(v):
        raise contract_error("serialize", "serializable?", v)
    shared, cyclic = _shared(v)
    writer = _Writer(shared)
    entries = [_placeholder(x) if id(x) in cyclic else writer.content(x) for x in shared]
    fixups = [make_pair(i, writer.content(x)) for i, x in enumerate(shared) if id(x) in cyclic]
    return make_list([make_list([3]), 0, NIL, len(shared), make_list(entries),
                      make_list(fixups), writer.encode(v)])


def _decode(x: Any, shared: list) -> Any:
    if type(x) is not Pair:
        return x
    head, rest = x.car, x.cdr
    if head is _Q:
        return rest
    if head is _C:
        return make_pair(_decode(rest.car, shared), _decode(rest.cdr, shared))
    if head is _U:
        if type(rest) is MString or type(rest) is str:
            return make_mstring(rest if type(rest) is str else rest.value())
        return bytearray(rest)
    if head is sym("su"):
        return Symbol(rest if type(rest) is str else rest.value())
    if head is sym("?"):
        return shared[rest]
    name = head.name if type(head) is Symbol else None
    if name in ("v", "v!"):
        return MVector([_decode(e, shared) for e in list_to_python(rest)], immutable=name == "v")
    if name in ("b", "b!"):
        return Box(_decode(rest, shared), immutable=name == "b")
    if name == "h":
        parts = list_to_python(rest)
        kinds = [k.name for k in list_to_python(parts[1])]
        kind = "eqv" if "eqv" in kinds else "equal" if "equal" in kinds else "eq"
        table = HashTable(kind, mutable=True, weak="weak" in kinds)
        for entry in parts[2:]:
            hash_put(table, _decode(entry.car, shared), _decode(entry.cdr, shared))
        if parts[0] is sym("-"):
            from .base_data import copy_hash
            table = copy_hash(table, False)
        return table
    if name == "void":
        return VOID
    if name == "date*":
        from minischeme.values.data import make_struct_instance
        return make_struct_instance(DATE_STAR, [_decode(e, shared) for e in list_to_python(rest)])
    if name == "f":
        from .base_struct_types import make_prefab_struct
        return make_prefab_struct(rest.car, *[_decode(e, shared) for e in list_to_python(rest.cdr)])
    raise _ILL_FORMED


class _IllFormed(Exception):
    """Data deserialize cannot take apart."""


_ILL_FORMED = _IllFormed()


def _empty(placeholder: Any) -> Any:
    """The empty value a cycle's placeholder stands for (see ``_placeholder``)."""
    kind = placeholder.value
    if type(kind) is Pair and kind.car is sym("v") and type(kind.cdr) is int:
        return MVector([0] * kind.cdr)
    if kind is sym("b"):
        return Box(0)
    if type(kind) is Pair and kind.car is sym("h"):
        kinds = [k.name for k in list_to_python(kind.cdr)]
        return HashTable("eqv" if "eqv" in kinds else "equal" if "equal" in kinds else "eq",
                         mutable=True, weak="weak" in kinds)
    raise _ILL_FORMED


def _fill(target: Any, made: Any) -> None:
    """Give a cycle's empty value (``target``) the contents of the one its fixup made."""
    if type(target) is MVector and type(made) is MVector and len(made.items) == len(target.items):
        target.items[:] = made.items
    elif type(target) is Box and type(made) is Box:
        target.value = made.value
    elif type(target) is HashTable and type(made) is HashTable:
        target.table.update(made.table)
    else:
        raise _ILL_FORMED


def _deserialized(parts: list) -> Any:
    shared: list = []
    for enc in list_to_python(parts[4]):
        shared.append(_empty(enc) if type(enc) is Box else _decode(enc, shared))
    for fixup in list_to_python(parts[5]):
        _fill(shared[fixup.car], _decode(fixup.cdr, shared))
    return _decode(parts[6], shared)


@define("deserialize", 1)
def deserialize(data: Any) -> Any:
    """The value serialized data stands for (its cycles remade from the fixups)."""
    if type(data) is not Pair:          # Racket's deserialize takes its car first
        raise contract_error("car", "pair?", data)
    try:
        parts = list_to_python(data)
        if len(parts) != 7:
            raise _ILL_FORMED
        return _deserialized(parts)
    except (_IllFormed, AttributeError, IndexError, KeyError, TypeError, ValueError):
        # data serialize did not make: Racket's own errors are its implementation's
        raise racket_error("deserialize: ill-formed serialization") from None
