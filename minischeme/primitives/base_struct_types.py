"""racket/base's procedural struct interface over the struct types `struct` makes
(values/struct_types.py): `make-struct-type` (its five values: the type, a constructor, a
predicate, and an accessor and mutator taking a field index), `make-struct-field-accessor`,
`make-struct-field-mutator`, `struct-type?`, `struct-info`, `struct-type-info`, the
`struct-*-procedure?` predicates, `prefab-struct-key` and `make-prefab-struct`.

A type made with inspector #f is transparent (it prints, equal? compares its fields, and
struct-info and struct-type-info see it); with the default inspector it is opaque to them,
as under Racket's `racket FILE`; with 'prefab it is a prefab type."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (NIL, VOID, MultipleValues, MVector, Pair, StructInstance, StructType, Symbol,
                                    is_list, list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.procedures import Parameter, Primitive
from minischeme.values.struct_properties import GUARD, PROP_PROCEDURE, set_properties
from minischeme.values.struct_types import (STRUCT_PROCEDURES, PrefabKeyMismatch, StructSpec, make_struct_procedures,
                                            prefab_type_for_key)
from .base_numbers import out_of_memory
from .registry import add, define

_PREFAB = sym("prefab")
# Racket CS makes a struct type of any number of fields; here each field costs a name and
# an index, so a type of more than this many (counting its ancestors') is refused with
# exn:fail:out-of-memory, as base_numbers refuses lengths past MAX_LENGTH
MAX_STRUCT_FIELDS = 2 ** 20


class Inspector:
    """An inspector (`current-inspector`, `make-inspector`): a struct type made under one
    is opaque to it; only inspector #f (transparent) and 'prefab types are seen here."""

    __slots__ = ("parent",)

    def __init__(self, parent: "Inspector | None") -> None:
        self.parent = parent

    def racket_repr(self) -> str:
        return "#<inspector>"


def _inspector_guard(v: Any) -> Any:
    if type(v) is not Inspector:
        raise contract_error("current-inspector", "inspector?", v)
    return v


add("current-inspector", Parameter(Inspector(None), Primitive("current-inspector", _inspector_guard, 1, 1),
                                   "current-inspector"))


@define("make-inspector", 0, 1)
def make_inspector(parent: Any = None) -> Inspector:
    """A new inspector under parent (by default the current one)."""
    if parent is not None and type(parent) is not Inspector:
        raise contract_error("make-inspector", "inspector?", parent)
    return Inspector(parent)


@define("inspector?", 1)
def inspector_p(v: Any) -> bool:
    """Is v an inspector?"""
    return type(v) is Inspector


def _nat(who: str, v: Any) -> int:
    if type(v) is not int or v < 0:
        raise contract_error(who, "exact-nonnegative-integer?", v)
    return v


def _instance_of(v: Any, stype: StructType) -> bool:
    return type(v) is StructInstance and (v.stype is stype or v.stype.is_subtype_of(stype))


def _own_index(who: str, stype: StructType, index: Any) -> int:
    """The index among all fields of ``stype``'s own field ``index`` (checked)."""
    _nat(who, index)
    if index >= len(stype.fields):
        raise racket_error(f"{who}: index too large\n  index: {index}\n  maximum allowed index: "
                           f"{len(stype.fields) - 1}\n  structure type: #<struct-type:{stype.name}>",
                           EXN_FAIL_CONTRACT)
    return len(stype.all_fields) - len(stype.fields) + index


def _general_accessor(stype: StructType) -> Primitive:
    """NAME-ref: (NAME-ref v index), index counting stype's own fields."""
    who = f"{stype.name}-ref"

    def ref(v: Any, index: Any) -> Any:
        if not _instance_of(v, stype):
            raise contract_error(who, f"{stype.name}?", v)
        return v.fields[_own_index(who, stype, index)]
    prim = Primitive(who, ref, 2, 2)
    STRUCT_PROCEDURES[prim] = ("accessor", stype)
    return prim


def _general_mutator(stype: StructType) -> Primitive:
    """NAME-set!: (NAME-set! v index value), for a field not made immutable."""
    who = f"{stype.name}-set!"

    def set_(v: Any, index: Any, value: Any) -> Any:
        if not _instance_of(v, stype):
            raise contract_error(who, f"{stype.name}?", v)
        at = _own_index(who, stype, index)
        if index in stype.immutable:
            raise racket_error(f"{who}: cannot modify value of immutable field in structure\n"
                               f"  structure: {error_value_string(v)}\n  field index: {index}",
                               EXN_FAIL_CONTRACT)
        v.fields[at] = value
        return VOID
    prim = Primitive(who, set_, 3, 3)
    STRUCT_PROCEDURES[prim] = ("mutator", stype)
    return prim


# a struct form's type has no general accessor and mutator until struct-type-info asks
_GENERAL: dict[int, tuple[StructType, Primitive, Primitive]] = {}


def _generals(stype: StructType) -> tuple[Primitive, Primitive]:
    found = _GENERAL.get(id(stype))
    if found is None:
        found = _GENERAL[id(stype)] = (stype, _general_accessor(stype), _general_mutator(stype))
    return found[1], found[2]


@define("make-struct-type", 4, 11)
def make_struct_type(name: Any, parent: Any, init_count: Any, auto_count: Any,
                     auto_value: Any = False, props: Any = NIL, inspector: Any = None,
                     proc_spec: Any = False, immutables: Any = NIL, guard: Any = False,
                     constructor_name: Any = False) -> MultipleValues:
    """(values struct:NAME make-NAME NAME? NAME-ref NAME-set!): a new struct type of
    init_count fields given to the constructor and auto_count filled with auto_value."""
    who = "make-struct-type"
    if type(name) is not Symbol:
        raise contract_error(who, "symbol?", name)
    if parent is not False and type(parent) is not StructType:
        raise contract_error(who, "(or/c #f struct-type?)", parent)
    _nat(who, init_count)
    _nat(who, auto_count)
    if not is_list(props) or any(type(p) is not Pair for p in list_to_python(props)):
        raise contract_error(who, "(listof (cons/c struct-type-property? any/c))", props)
    if not is_list(immutables) or any(type(k) is not int or k < 0 for k in list_to_python(immutables)):
        raise contract_error(who, "(listof exact-nonnegative-integer?)", immutables)
    _check_immutables(immutables, init_count)
    if not (inspector is None or inspector is False or inspector is _PREFAB or type(inspector) is Inspector):
        raise contract_error(who, "(or/c inspector? #f 'prefab)", inspector)
    if constructor_name is not False and type(constructor_name) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)", constructor_name)
    if (type(proc_spec) is int and proc_spec >= init_count     # else: a duplicate binding
            and not any(p.car is PROP_PROCEDURE for p in list_to_python(props))):
        raise racket_error(f"{who}: index for procedure >= initialized-field count\n"
                           f"  index: {proc_spec}\n  field count: {init_count}", EXN_FAIL_CONTRACT)
    count = init_count + auto_count
    if count + (len(parent.all_fields) if parent else 0) > MAX_STRUCT_FIELDS:
        raise out_of_memory(who)
    stype = StructType(name.name, [f"field{i}" for i in range(count)], parent or None,
                       inspector is False, inspector is _PREFAB, auto_count, auto_value)
    pairs = [(p.car, p.cdr) for p in list_to_python(props)]
    if proc_spec is not False:
        pairs.append((PROP_PROCEDURE, proc_spec))
    fixed = set(list_to_python(immutables))
    if type(proc_spec) is int:              # a prop:procedure field is immutable
        fixed.add(proc_spec)
    mutable = set(range(count)) - fixed
    if guard is not False:
        pairs.append((GUARD, guard))
    if pairs:
        set_properties(stype, pairs, mutable)
    made = constructor_name.name if constructor_name is not False else f"make-{name.name}"
    # no fields in the spec: the type's procedures are the general NAME-ref and NAME-set!,
    # not one accessor and mutator a field (made and thrown away, a costly heap of them)
    spec = StructSpec(name, None, [], inspector is False, inspector is _PREFAB, False, True, made)
    procs = make_struct_procedures(stype, spec)
    stype.immutable = frozenset(fixed)
    constructor = procs[made]
    constructor.name = made
    accessor, mutator = _generals(stype)
    return MultipleValues([stype, constructor, procs[f"{name.name}?"], accessor, mutator])


def _check_immutables(immutables: Any, init_count: int) -> None:
    """Racket's errors for an immutable-field index list: an index past the initialized
    fields, or one given twice."""
    seen: set[int] = set()
    for k in list_to_python(immutables):
        if k >= init_count:
            raise racket_error(f"make-struct-type: index for immutable field >= initialized-field count\n"
                               f"  index: {k}\n  initialized-field count: {init_count}\n"
                               f"  in list: {error_value_string(immutables)}", EXN_FAIL_CONTRACT)
        if k in seen:
            raise racket_error(f"make-struct-type: redundant immutable field index\n  index: {k}\n"
                               f"  in list: {error_value_string(immutables)}", EXN_FAIL_CONTRACT)
        seen.add(k)


def _field_name(who: str, stype: StructType, pos: int, name: Any) -> str:
    if name is False:
        return f"field{pos}"
    if type(name) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)", name)
    return name.name


def _general(who: str, proc: Any, kind: str, arity: int) -> StructType:
    found = STRUCT_PROCEDURES.get(proc) if type(proc) is Primitive else None
    if found is None or found[0] != kind or not proc.accepts(arity) or proc.min_args != arity:
        raise contract_error(who, f"(and/c struct-{kind}-procedure? (procedure-arity-includes/c {arity}))",
                             proc)
    return found[1]


@define("make-struct-field-accessor", 2, 5)
def make_struct_field_accessor(accessor: Any, pos: Any, name: Any = False, *_: Any) -> Primitive:
    """The accessor of field pos of accessor's type, named TYPE-NAME (TYPE-fieldPOS)."""
    who = "make-struct-field-accessor"
    stype = _general(who, accessor, "accessor", 2)
    at = _own_index(who, stype, pos)
    proc_name = f"{stype.name}-{_field_name(who, stype, pos, name)}"

    def access(v: Any) -> Any:
        if not _instance_of(v, stype):
            raise contract_error(proc_name, f"{stype.name}?", v)
        return v.fields[at]
    prim = Primitive(proc_name, access, 1, 1)
    STRUCT_PROCEDURES[prim] = ("accessor", stype)
    return prim


@define("make-struct-field-mutator", 2, 5)
def make_struct_field_mutator(mutator: Any, pos: Any, name: Any = False, *_: Any) -> Primitive:
    """The mutator of field pos of mutator's type, named set-TYPE-NAME!."""
    who = "make-struct-field-mutator"
    stype = _general(who, mutator, "mutator", 3)
    _own_index(who, stype, pos)
    proc_name = f"set-{stype.name}-{_field_name(who, stype, pos, name)}!"
    general = mutator.fn

    def set_(v: Any, value: Any) -> Any:
        if not _instance_of(v, stype):
            raise contract_error(proc_name, f"{stype.name}?", v)
        return general(v, pos, value)
    prim = Primitive(proc_name, set_, 2, 2)
    STRUCT_PROCEDURES[prim] = ("mutator", stype)
    return prim


@define("struct-type?", 1)
def struct_type_p(v: Any) -> bool:
    """Is v a struct type (struct:NAME)?"""
    return type(v) is StructType


def _visible(stype: StructType) -> bool:
    return stype.transparent or stype.prefab


@define("struct-info", 1)
def struct_info(v: Any) -> MultipleValues:
    """(values type skipped?): the most specific type of v the inspector may see (#f if
    none) and whether a more specific one was skipped."""
    t = v.stype if type(v) is StructInstance else None
    skipped = False
    while t is not None and not _visible(t):
        t, skipped = t.parent, True
    return MultipleValues([t or False, skipped or t is None])


@define("struct-type-info", 1)
def struct_type_info(stype: Any) -> MultipleValues:
    """(values name init-count auto-count accessor mutator immutables parent skipped?) of
    a struct type the inspector may see."""
    who = "struct-type-info"
    if type(stype) is not StructType:
        raise contract_error(who, "struct-type?", stype)
    if not _visible(stype):
        raise racket_error(f"{who}: current inspector cannot extract info for structure type\n"
                           f"  structure type: #<struct-type:{stype.name}>", EXN_FAIL_CONTRACT)
    accessor, mutator = _generals(stype)
    parent = stype.parent
    shown = parent if parent is not None and _visible(parent) else False
    return MultipleValues([sym(stype.name), len(stype.fields) - stype.auto_fields, stype.auto_fields,
                           accessor, mutator, make_list(sorted(stype.immutable)), shown,
                           parent is not None and shown is False])


def _kind_p(kind: str) -> Any:
    def test(v: Any) -> bool:
        found = STRUCT_PROCEDURES.get(v) if type(v) is Primitive else None
        return found is not None and found[0] == kind
    test.__doc__ = f"Is v a {kind} a struct type made?"
    return test


for _kind in ("accessor", "mutator", "constructor", "predicate"):
    define(f"struct-{_kind}-procedure?", 1)(_kind_p(_kind))


# ------------------------------------------------------------------ prefab structs

@define("prefab-struct-key", 1)
def prefab_struct_key(v: Any) -> Any:
    """The prefab key of v's type (its name, with its ancestors' names and field counts
    after it), or #f if v is no prefab struct."""
    if type(v) is not StructInstance or not v.stype.prefab:
        return False
    st = v.stype
    parts: list = []
    t = st
    while t is not None:
        parts.append(sym(t.name))
        if t is not st:
            parts.append(len(t.fields) - t.auto_fields)
        if t.auto_fields:
            parts.append(make_list([t.auto_fields, t.auto_value]))
        mutable = sorted(set(range(len(t.fields) - t.auto_fields)) - t.immutable)
        if mutable:
            parts.append(MVector(mutable, immutable=True))
        t = t.parent
    return parts[0] if len(parts) == 1 else make_list(parts)


def _parse_key(key: Any, total: int) -> StructType | None:
    """The prefab type key names for total fields (None when key is no prefab key)."""
    try:
        return prefab_type_for_key(key, total)
    except PrefabKeyMismatch:
        raise racket_error("make-prefab-struct: mismatch between prefab key and field count\n"
                           f"  prefab key: {error_value_string(key)}\n  field count: {total}",
                           EXN_FAIL_CONTRACT) from None


@define("make-prefab-struct", 1, None)
def make_prefab_struct(key: Any, *values: Any) -> StructInstance:
    """An instance of the prefab type key names, of fields values."""
    stype = _parse_key(key, len(values))
    if stype is None:
        raise contract_error("make-prefab-struct", "prefab-key?", key)
    return make_struct_instance(stype, list(values))

