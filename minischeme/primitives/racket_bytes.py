"""racket/bytes (part of `#lang racket`): bytes-join and bytes-append*."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, make_pair, is_list
from minischeme.values.errors import contract_error
from .base_lists import to_pylist
from .bytes import check_bytes
from .registry import define, library

library("racket/bytes")


@define("bytes-append*", 1, None)
def bytes_append_star(*args: Any) -> bytearray:
    """(bytes-append* b ... bs): a new mutable byte string of the bs and the bytes of the
    list bs. As in Racket 8.7 (which applies bytes-append to `(list* b ... bs)`), a last
    argument that is not a list is reported as that improper list."""
    last = args[-1]
    if not is_list(last):
        given = last
        for b in reversed(args[:-1]):
            given = make_pair(b, given)
        raise contract_error("apply", "list?", given)
    parts = list(args[:-1]) + to_pylist(last)
    return bytearray(b"".join(check_bytes("bytes-append", b) for b in parts))


@define("bytes-join", 2)
def bytes_join(strs: Any, sep: Any) -> Any:
    """The byte strings of the list strs with sep between each two: as Racket 8.7 answers,
    `#""` (immutable) for no strings, the one byte string itself for one, else a new
    mutable byte string."""
    if strs is not NIL and not (is_list(strs) and all(type(b) in (bytes, bytearray)
                                                       for b in to_pylist(strs))):
        raise contract_error("bytes-join", "(listof bytes?)", strs)
    check_bytes("bytes-join", sep)
    if strs is NIL:
        return b""
    if strs.cdr is NIL:
        return strs.car
    return bytearray(bytes(sep).join(to_pylist(strs)))
