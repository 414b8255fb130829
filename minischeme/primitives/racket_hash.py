"""racket/hash: `hash-union` (of immutable tables, into a new one) and `hash-union!` (into
a mutable one), with `#:combine` / `#:combine/key` for keys present in both, and Racket's
error for a duplicate key when neither is given."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, HashTable
from minischeme.values.equality import hash_get, hash_has, hash_put
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.hash_order import ordered_items
from minischeme.values.printer import print_string
from minischeme.values.runtime import apply_procedure
from .base_data import copy_hash
from .base_lists import split_keywords
from .registry import define, library

library("racket/hash")


def _combiner(who: str, kw: dict) -> Any:
    """fn(key, old, new) -> the value a key present in both tables gets."""
    if "#:combine/key" in kw:
        f = kw["#:combine/key"]
        return lambda k, a, b: apply_procedure(f, [k, a, b])
    if "#:combine" in kw:
        f = kw["#:combine"]
        return lambda k, a, b: apply_procedure(f, [a, b])

    def duplicate(k: Any, a: Any, b: Any) -> Any:
        raise racket_error(f"{who}: duplicate values for key {print_string(k)}: "
                           f"{print_string(a)} and {print_string(b)}")
    return duplicate


def _union_into(target: HashTable, others: list, combine: Any) -> None:
    for h in others:
        for k, v in ordered_items(h):
            hash_put(target, k, combine(k, hash_get(target, k), v) if hash_has(target, k) else v)


@define("hash-union", 1, None)
def hash_union(*args: Any) -> HashTable:
    """A new immutable table with the entries of every table given."""
    tables, kw = split_keywords("hash-union", args, ("#:combine", "#:combine/key"))
    if not tables:
        raise contract_error("hash-union", "immutable?", VOID)
    first = tables[0]
    if type(first) is not HashTable or first.mutable:
        raise contract_error("hash-union", "immutable?", first)
    for h in tables[1:]:
        if type(h) is not HashTable:
            raise contract_error("hash-union", "hash?", h)
    result = copy_hash(first, False)
    _union_into(result, tables[1:], _combiner("hash-union", kw))
    return result


@define("hash-union!", 1, None)
def hash_union_bang(*args: Any) -> Any:
    """Add the entries of the other tables to the first, a mutable one."""
    tables, kw = split_keywords("hash-union!", args, ("#:combine", "#:combine/key"))
    first = tables[0] if tables else VOID
    if type(first) is not HashTable or not first.mutable:
        raise contract_error("hash-union!", "(and/c hash? (not/c immutable?))", first)
    for h in tables[1:]:
        if type(h) is not HashTable:
            raise contract_error("hash-union!", "hash?", h)
    _union_into(first, tables[1:], _combiner("hash-union!", kw))
    return VOID
