"""Struct primitives: `struct?` and `struct->vector`."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (NIL, VOID, Box, HashTable, MPair, MString, MultipleValues, MVector, Pair,
                                    Regexp, StructInstance, Symbol, is_list, list_to_python, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import display_string, print_string, quoted_print_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call, check_procedure, is_procedure, procedure_arity_includes
from minischeme.values.struct_properties import BINDINGS, UNSUPPORTED, StructTypeProperty, property_value
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
    index = stype.copy_index.get(field)
    if index is not None:
        return index
    if field not in stype.fields:
        raise racket_error(f"struct-copy: field name not associated with the given structure "
                           f"type\n  at: {field}\n  in: {form}")
    return len(stype.all_fields) - len(stype.fields) + stype.fields.index(field)


@define("%struct-copy", 2, None)
def struct_copy(stype: Any, v: StructInstance, *updates: Any) -> StructInstance:
    """A copy of ``v`` as an instance of ``stype`` (a subtype's instance copies as the
    type named, as in Racket), fields replaced: ``updates`` alternate index and value."""
    fields = v.fields[:] if v.stype is stype else v.fields[:len(stype.all_fields)]
    for k in range(0, len(updates), 2):
        fields[updates[k]] = updates[k + 1]
    return make_struct_instance(stype, fields)


# struct-copy of one or two fields, as compiled code calls it (inliners: %struct-copy), with
# no tuple of updates to walk: the value is already checked (%struct-copy-check) and each
# index found (%struct-copy-field)

def struct_copy_one(stype: Any, v: StructInstance, i: int, x: Any) -> StructInstance:
    """``struct_copy(stype, v, i, x)``."""
    fields = v.fields[:] if v.stype is stype else v.fields[:len(stype.all_fields)]
    fields[i] = x
    instance = StructInstance()
    instance.stype = stype
    instance.fields = fields
    return instance


def struct_copy_two(stype: Any, v: StructInstance, i: int, x: Any, j: int, y: Any) -> StructInstance:
    """``struct_copy(stype, v, i, x, j, y)`` (the second update wins where both name one
    field, as in the loop)."""
    fields = v.fields[:] if v.stype is stype else v.fields[:len(stype.all_fields)]
    fields[i] = x
    fields[j] = y
    instance = StructInstance()
    instance.stype = stype
    instance.fields = fields
    return instance


# -- struct-type properties (values/struct_properties.py): prop:procedure ...
for _name, _prop in {**BINDINGS, **UNSUPPORTED}.items():
    add(_name, _prop)


@define("struct-type-property?", 1)
def struct_type_property_p(v: Any) -> bool:
    """Is v a struct-type property (prop:procedure ...)?"""
    return type(v) is StructTypeProperty


_NO_FAILURE = object()


@define("make-struct-type-property", 1, 4)
def make_struct_type_property(*args: Any) -> MultipleValues:
    """(make-struct-type-property name [guard supers can-impersonate?]): three values, a
    new property, its predicate (does an instance or a struct type have it?) and its
    accessor (its value; an optional failure value or thunk for one without it)."""
    name, guard, supers = (list(args) + [None, False, NIL][len(args):])[:3]
    args = list(args)
    if type(name) is not Symbol:
        raise contract_error("make-struct-type-property", "symbol?", name, 0, args)
    if guard is not False and not (is_procedure(guard) and procedure_arity_includes(guard, 2)):
        raise contract_error("make-struct-type-property",
                             "(or/c (procedure-arity-includes/c 2) #f 'can-impersonate)", guard, 1, args)
    pairs = []
    for item in (list_to_python(supers) if is_list(supers) else [None]):
        if not (type(item) is Pair and type(item.car) is StructTypeProperty
                and is_procedure(item.cdr) and procedure_arity_includes(item.cdr, 1)):
            raise contract_error("make-struct-type-property",
                                 "(listof (cons/c struct-type-property? (procedure-arity-includes/c 1)))",
                                 supers, 2, args)
        pairs.append((item.car, item.cdr))
    prop = StructTypeProperty(name.name, True, guard if guard is not False else None, tuple(pairs))

    def has(v: Any) -> bool:
        return property_value(v, prop) is not None

    def value(v: Any, failure: Any = _NO_FAILURE) -> Any:
        found = property_value(v, prop)
        if found is not None:
            return found
        if failure is _NO_FAILURE:
            raise contract_error(f"{name.name}-accessor", f"{name.name}?", v)
        return call(failure) if is_procedure(failure) else failure

    accessor = Primitive(f"{name.name}-accessor", value, 1, 2)
    _ACCESSORS.add(accessor)
    return MultipleValues([prop, Primitive(f"{name.name}?", has, 1, 1), accessor])


_ACCESSORS: set = set()      # the accessors make-struct-type-property made


@define("struct-type-property-accessor-procedure?", 1)
def struct_type_property_accessor_procedure_p(v: Any) -> bool:
    """Is v the accessor of a struct-type property?"""
    return v in _ACCESSORS if type(v) is Primitive else False


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
