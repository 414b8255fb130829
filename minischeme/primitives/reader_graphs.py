"""racket/base's placeholders and `make-reader-graph`: the way a program builds cyclic
data without mutation (`#0=(1 . #0#)`), as the reader does for graph notation. A
placeholder stands for a value set later; `make-reader-graph` copies a value, putting
each placeholder's value in its place, through pairs, vectors, boxes and hash tables (a
hash placeholder becomes an immutable table), so the copy may refer to itself. Also
`unquoted-printing-string`, a value that prints as its text in every mode."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, Box, HashTable, MVector, Pair, make_pair, StructInstance, is_list, list_to_python
from minischeme.values.data import make_struct_instance
from minischeme.values.equality import hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from .base_strings import check_string
from .registry import define


class Placeholder:
    """make-placeholder's value: a slot make-reader-graph replaces by what it holds."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def racket_repr(self) -> str:
        return "#<placeholder>"


class HashPlaceholder:
    """make-hash-placeholder's value: the (key . value) pairs of an immutable hash table
    ('equal, 'eqv or 'eq) make-reader-graph makes."""

    __slots__ = ("kind", "pairs")

    def __init__(self, kind: str, pairs: list) -> None:
        self.kind, self.pairs = kind, pairs

    def racket_repr(self) -> str:
        return "#<hash-placeholder>"


@define("make-placeholder", 1)
def make_placeholder(v: Any) -> Placeholder:
    """A placeholder holding v."""
    return Placeholder(v)


@define("placeholder?", 1)
def placeholder_p(v: Any) -> bool:
    """Is v a placeholder (not a hash placeholder)?"""
    return type(v) is Placeholder


@define("placeholder-set!", 2)
def placeholder_set(p: Any, v: Any) -> Any:
    """Make placeholder p hold v."""
    if type(p) is not Placeholder:
        raise contract_error("placeholder-set!", "placeholder?", p)
    p.value = v
    return VOID


@define("placeholder-get", 1)
def placeholder_get(p: Any) -> Any:
    """What placeholder p holds."""
    if type(p) is not Placeholder:
        raise contract_error("placeholder-get", "placeholder?", p)
    return p.value


def _hash_placeholder(who: str, kind: str, pairs: Any) -> HashPlaceholder:
    if not is_list(pairs) or any(type(p) is not Pair for p in list_to_python(pairs)):
        raise contract_error(who, "(listof pair?)", pairs)
    return HashPlaceholder(kind, list_to_python(pairs))


@define("make-hash-placeholder", 1)
def make_hash_placeholder(pairs: Any) -> HashPlaceholder:
    """A placeholder for the immutable equal?-based table of the (key . value) pairs."""
    return _hash_placeholder("make-hash-placeholder", "equal", pairs)


@define("make-hasheq-placeholder", 1)
def make_hasheq_placeholder(pairs: Any) -> HashPlaceholder:
    """A placeholder for the immutable eq?-based table of the (key . value) pairs."""
    return _hash_placeholder("make-hasheq-placeholder", "eq", pairs)


@define("make-hasheqv-placeholder", 1)
def make_hasheqv_placeholder(pairs: Any) -> HashPlaceholder:
    """A placeholder for the immutable eqv?-based table of the (key . value) pairs."""
    return _hash_placeholder("make-hasheqv-placeholder", "eqv", pairs)


@define("make-reader-graph", 1)
def make_reader_graph(v: Any) -> Any:
    """v copied with every placeholder replaced by its value (shared and cyclic)."""
    return _Grapher(v).copy(v)


class _Grapher:
    """One make-reader-graph: the copies made so far by the id of what they copy (a
    placeholder's entry is its value's copy), so sharing and cycles come out as such. The
    walk is iterative: a long list or deep nesting takes no Python stack."""

    def __init__(self, top: Any) -> None:
        self.top = top
        self.made: dict[int, Any] = {}
        self.keep: list = []          # what `made`'s ids belong to, kept alive
        self.todo: list = []          # (fill function, source) pending

    def copy(self, v: Any) -> Any:
        out = self.shell(v)
        while self.todo:
            fill = self.todo.pop()
            fill()
        return out

    def shell(self, v: Any) -> Any:
        """The copy of v, its parts filled later (through ``todo``)."""
        aliases = []
        seen = set()
        while type(v) is Placeholder:
            if id(v) in self.made:
                return self.made[id(v)]
            if id(v) in seen:
                raise racket_error("make-reader-graph: illegal placeholder cycle in value\n"
                                   "  value: #<placeholder>", EXN_FAIL_CONTRACT)
            seen.add(id(v))
            aliases.append(v)
            v = v.value
        if id(v) in self.made:
            out = self.made[id(v)]
        else:
            out = self.allocate(v)
        for alias in aliases:
            self.remember(alias, out)
        return out

    def remember(self, source: Any, copy: Any) -> None:
        self.made[id(source)] = copy
        self.keep.append(source)

    def allocate(self, v: Any) -> Any:
        t = type(v)
        if t is Pair:
            out = make_pair(None, None)
            self.remember(v, out)

            def fill() -> None:
                out.car, out.cdr = self.shell(v.car), self.shell(v.cdr)
            self.todo.append(fill)
            return out
        if t is MVector:
            out = MVector([None] * len(v.items), v.immutable)
            self.remember(v, out)
            self.todo.append(lambda: out.items.__setitem__(slice(None), [self.shell(x) for x in v.items]))
            return out
        if t is Box:
            out = Box(None, v.immutable)
            self.remember(v, out)
            self.todo.append(lambda: setattr(out, "value", self.shell(v.value)))
            return out
        if t is StructInstance and v.stype.prefab:      # (other structs are kept as they are)
            out = make_struct_instance(v.stype, [None] * len(v.fields))
            self.remember(v, out)
            self.todo.append(lambda: out.fields.__setitem__(slice(None), [self.shell(x) for x in v.fields]))
            return out
        if t is HashPlaceholder or t is HashTable:
            kind = v.kind
            out = HashTable(kind, False) if t is HashPlaceholder else HashTable(kind, v.mutable, v.weak)
            self.remember(v, out)
            entries = ([(p.car, p.cdr) for p in v.pairs] if t is HashPlaceholder
                       else list(v.table.values()))

            def fill_hash() -> None:
                for key, value in entries:
                    mark = len(self.todo)
                    copied = self.shell(key)
                    while len(self.todo) > mark:     # the key made whole before it is hashed
                        self.todo.pop()()
                    hash_put(out, copied, self.shell(value))
            self.todo.append(fill_hash)
            return out
        return v


# ------------------------------------------------------------------ unquoted printing

class UnquotedPrintingString:
    """unquoted-printing-string's value: prints as its text by display, write and print."""

    __slots__ = ("text", "string")

    def __init__(self, string: Any) -> None:
        self.string = string
        self.text = check_string("unquoted-printing-string", string)

    def racket_repr(self) -> str:
        return self.text


@define("unquoted-printing-string", 1)
def unquoted_printing_string(s: Any) -> UnquotedPrintingString:
    """A value that prints as the characters of s, with no quotes in any mode."""
    return UnquotedPrintingString(s)


@define("unquoted-printing-string?", 1)
def unquoted_printing_string_p(v: Any) -> bool:
    """Was v made by unquoted-printing-string?"""
    return type(v) is UnquotedPrintingString


@define("unquoted-printing-string-value", 1)
def unquoted_printing_string_value(v: Any) -> Any:
    """The text of an unquoted-printing string."""
    if type(v) is not UnquotedPrintingString:
        raise contract_error("unquoted-printing-string-value", "unquoted-printing-string?", v)
    return v.string

