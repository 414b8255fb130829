"""Struct primitives: `struct?` and `struct->vector`."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (VOID, Box, HashTable, MPair, MString, MVector, Pair, Regexp, StructInstance,
                    Symbol, list_to_python, sym)
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import display_string, print_string, quoted_print_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call, check_procedure, is_procedure
from minischeme.values.struct_properties import BINDINGS, UNSUPPORTED, StructTypeProperty
from .registry import add, define, library

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
    kinds = {str: "string", MString: "string", Symbol: "symbol", MVector: "vector", Box: "box",
             MPair: "mpair", Pair: "pair", Regexp: "regexp"}
    kind = kinds.get(type(v))
    if kind is not None:
        return kind
    if type(v) is HashTable:
        return "mutable-hash" if v.mutable else "hash"
    if is_procedure(v):
        return "procedure"
    return "simple"


# -- what a struct-copy lowered into core forms calls (structs.lower_struct_copy), in the
# order Racket checks: the value, then each field before its new value.

@define("%struct-copy-check", 3)
def struct_copy_check(stype: Any, v: Any, name: str) -> Any:
    if not (type(v) is StructInstance and v.stype.is_subtype_of(stype)):
        raise contract_error("struct-copy", f"{name}?", v)
    return v


@define("%struct-copy-field", 3)
def struct_copy_field(stype: Any, field: str, form: str) -> int:
    """The index in an instance of ``stype`` of its own field ``field`` (``form``: the
    struct-copy, as written, for the error)."""
    if field not in stype.fields:
        raise racket_error(f"struct-copy: field name not associated with the given structure "
                           f"type\n  at: {field}\n  in: {form}")
    return len(stype.all_fields) - len(stype.fields) + stype.fields.index(field)


@define("%struct-copy", 2, None)
def struct_copy(stype: Any, v: StructInstance, *updates: Any) -> StructInstance:
    """A copy of ``v`` as an instance of ``stype`` (a subtype's instance copies as the
    type named, as in Racket), fields replaced: ``updates`` alternate index and value."""
    fields = list(v.fields[:len(stype.all_fields)])
    for k in range(0, len(updates), 2):
        fields[updates[k]] = updates[k + 1]
    return StructInstance(stype, fields)


# -- struct-type properties (values/struct_properties.py): prop:procedure ...
for _name, _prop in {**BINDINGS, **UNSUPPORTED}.items():
    add(_name, _prop)


@define("struct-type-property?", 1)
def struct_type_property_p(v: Any) -> bool:
    """Is v a struct-type property (prop:procedure ...)?"""
    return type(v) is StructTypeProperty


# -- racket/struct


@define("make-constructor-style-printer", 2, lib="racket/struct")
def make_constructor_style_printer(get_name: Any, get_contents: Any) -> Primitive:
    """racket/struct's printer for prop:custom-write: an instance prints as its
    constructor call `(point 1 'a)` at print's top (mode 0), else as `#<point: 1 a>`, its
    contents written, displayed or printed quoted as the mode says."""
    check_procedure("make-constructor-style-printer", get_name, [get_name, get_contents], 0)
    check_procedure("make-constructor-style-printer", get_contents, [get_name, get_contents], 1)

    def write_proc(v: Any, port: Any, mode: Any) -> Any:
        name = call(get_name, v)
        name_text = display_string(name)
        contents = list_to_python(call(get_contents, v))
        if mode is True:
            shown = [write_string(x) for x in contents]
        elif mode is False:
            shown = [display_string(x) for x in contents]
        elif mode == 0:
            port.write("(" + " ".join([name_text, *[print_string(x) for x in contents]]) + ")")
            return VOID
        else:
            shown = [quoted_print_string(x) for x in contents]
        port.write(f"#<{name_text}:" + "".join(" " + x for x in shown) + ">")
        return VOID
    return Primitive("constructor-style-printer", write_proc, 3, 3)
