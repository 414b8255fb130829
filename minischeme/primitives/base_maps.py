"""racket/base's mapping procedures that build in place or into a new table, `vector-map!`
(racket/vector) and `hash-map/copy` (Racket 8.3's), and racket/vector's `vector-empty?`, with
Racket 8.7's errors."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import HashTable, MultipleValues, MVector, Symbol
from minischeme.values.equality import hash_put
from minischeme.values.errors import contract_error, result_arity_error
from minischeme.values.hash_order import ordered_items
from minischeme.values.runtime import apply_procedure
from .base_data import _check_kv_proc, _vector_map_args
from .base_lists import split_keywords
from .registry import define, library

library("racket/base")


@define("vector-map!", 2, None, lib="racket/vector")
def vector_map_bang(proc: Any, *vectors: Any) -> Any:
    """Replace each element of the first vector by proc of the elements in parallel."""
    first = vectors[0]
    if type(first) is MVector and first.immutable:
        raise contract_error("vector-map!", "(and/c vector? (not/c immutable?))", first, 1,
                             [proc, *vectors])
    items = _vector_map_args("vector-map!", proc, vectors)
    first.items[:] = [apply_procedure(proc, list(xs), True) for xs in zip(*items)]
    return first


_KINDS = {"immutable": False, "mutable": True, "weak": True, "ephemeron": True}


@define("hash-map/copy", 2, None)
def hash_map_copy(*args: Any) -> HashTable:
    """A table of the same kind (or #:kind's) mapping each (proc key value)'s two values."""
    positional, kw = split_keywords("hash-map/copy", args, ("#:kind",))
    h, proc = positional[0], positional[1]
    _check_kv_proc("hash-map/copy", h, proc)
    kind = kw.get("#:kind", False)
    if kind is not False and not (type(kind) is Symbol and kind.name in _KINDS):
        raise contract_error("hash-map/copy", "(or/c #f 'immutable 'mutable 'weak 'ephemeron)", kind)
    mutable = h.mutable if kind is False else _KINDS[kind.name]
    new = HashTable(h.kind, mutable, kind is not False and kind.name in ("weak", "ephemeron"))
    for k, v in ordered_items(h, fold=True):
        result = apply_procedure(proc, [k, v])
        if type(result) is not MultipleValues or len(result.values) != 2:
            got = result.values if type(result) is MultipleValues else [result]
            raise result_arity_error(2, len(got), where="local-binding form", values=got)
        hash_put(new, result.values[0], result.values[1])
    return new



@define("vector-empty?", 1, lib="racket/vector")
def vector_empty_p(v: Any) -> bool:
    """Is v a vector of no elements?"""
    if type(v) is not MVector:
        raise contract_error("vector-empty?", "vector?", v)
    return not v.items
