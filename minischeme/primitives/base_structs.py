"""Struct primitives: `struct?` and `struct->vector`."""
from __future__ import annotations

from typing import Any

from ..data import Box, HashTable, MPair, MVector, Pair, Regexp, StructInstance, Symbol, sym
from ..runtime import is_procedure
from .registry import define, library

library("racket/base")


@define("struct?", 1)
def struct_p(v: Any) -> bool:
    """Does struct->vector show any field of v (a type of its chain is transparent)?"""
    return type(v) is StructInstance and (v.stype.prefab or v.stype.shown_segments() is not None)


@define("struct->vector", 1)
def struct_to_vector(v: Any) -> Any:
    """The fields of a struct, after its `struct:name` tag, in a vector."""
    if type(v) is not StructInstance:       # Racket shows only the kind of an opaque value
        return MVector([sym(f"struct:{_opaque_kind(v)}"), sym("...")])
    segments = [(0, len(v.fields))] if v.stype.prefab else v.stype.shown_segments()
    if segments is None:
        return MVector([sym(f"struct:{v.stype.name}"), sym("...")])
    shown = [x for seg in segments
             for x in ([sym("...")] if seg is None else v.fields[seg[0]:seg[1]])]
    return MVector([sym(f"struct:{v.stype.name}"), *shown])


def _opaque_kind(v: Any) -> str:
    """The name Racket CS gives the representation of a value that is not a struct."""
    kinds = {str: "string", Symbol: "symbol", MVector: "vector", Box: "box", MPair: "mpair",
             Pair: "pair", Regexp: "regexp"}
    kind = kinds.get(type(v))
    if kind is not None:
        return kind
    if type(v) is HashTable:
        return "mutable-hash" if v.mutable else "hash"
    if is_procedure(v):
        return "procedure"
    return "simple"
