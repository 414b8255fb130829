"""Struct types at run time: what a `struct` form declares (``StructSpec``), and the
constructor, predicate, accessors and mutators made for a struct type.

The `struct` form (structs.py) and the built-in exn types (primitives/control.py) both make
their procedures here.
"""
from __future__ import annotations

import weakref
from typing import Any

from minischeme.values.data import NIL, VOID, MVector, Pair, StructInstance, StructType, Symbol, sym
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import contract_error
from minischeme.values.procedures import ONE_VALUE, Primitive, is_keyword


class StructSpec:
    """What a struct form declares, parsed once at compile time."""

    def __init__(self, name: Symbol, parent: Symbol | None, fields: list[tuple[str, bool]],
                 transparent: bool, prefab: bool, mutable: bool, legacy: bool,
                 constructor_name: str | None, auto_fields: int = 0) -> None:
        self.name = name
        self.auto_fields = auto_fields  # how many of the last fields are #:auto
        self.parent = parent
        self.fields = fields
        self.transparent = transparent
        self.prefab = prefab
        self.mutable = mutable
        self.legacy = legacy  # define-struct: make-NAME
        self.constructor_name = constructor_name or (f"make-{name.name}" if legacy else name.name)
        # define-struct without #:constructor-name: NAME is the constructor too (Racket 8.7
        # names it NAME: `#<procedure:P>`, `P: arity mismatch`)
        self.name_constructs = legacy and constructor_name is None
        # its #:property and #:methods clauses, as written (structs.struct_options)
        self.properties: list = []

    def names(self) -> list[Symbol]:
        n = self.name.name
        out = [self.constructor_name, f"struct:{n}", f"{n}?"]
        if (not self.legacy or self.name_constructs) and self.constructor_name != n:
            out.append(n)
        for field, mutable in self.fields:
            out.append(f"{n}-{field}")
            if mutable or self.mutable:
                out.append(f"set-{n}-{field}!")
        return [sym(x) for x in out]


def make_struct_procedures(stype: StructType, spec: StructSpec) -> dict[str, Any]:
    """The constructor, predicate, accessors and mutators of a struct type, by name."""
    n = stype.name
    nfields = len(stype.all_fields)
    offset = nfields - len(stype.fields)
    pred_name = f"{n}?"

    guard = inherited_guard(stype)
    fill = _auto_filler(stype)
    nargs = nfields - sum(t.auto_fields for t in _chain(stype))
    if fill is not None:
        def construct(*args: Any) -> StructInstance:
            return make_struct_instance(stype, fill(args))
    elif guard is None:
        def construct(*args: Any) -> StructInstance:
            # the slots filled here, not by make_struct_instance: a second Python call
            instance = StructInstance()
            instance.stype = stype
            instance.fields = list(args)
            return instance
    else:
        def construct(*args: Any) -> StructInstance:
            checked = guard(n, args)    # a #:guard's values (None: a check only, exn's)
            return make_struct_instance(stype, list(args) if checked is None else checked)

    def predicate(v: Any) -> bool:
        return type(v) is StructInstance and (v.stype is stype or v.stype.is_subtype_of(stype))

    out: dict[str, Any] = {
        spec.constructor_name: Primitive(n if not spec.legacy or spec.name_constructs
                                         else spec.constructor_name, construct, nargs, nargs),
        f"struct:{n}": stype,
        pred_name: Primitive(pred_name, predicate, 1, 1),
    }
    if (not spec.legacy or spec.name_constructs) and spec.constructor_name != n:
        out[n] = out[spec.constructor_name]
    for i, (field, mutable) in enumerate(spec.fields):
        out[f"{n}-{field}"] = Primitive(f"{n}-{field}", _accessor(stype, pred_name, offset + i), 1, 1)
        if mutable or spec.mutable:
            out[f"set-{n}-{field}!"] = Primitive(f"set-{n}-{field}!",
                                                 _mutator(stype, pred_name, offset + i), 2, 2)
    stype.immutable = frozenset(i for i, (_, mutable) in enumerate(spec.fields)
                                if not (mutable or spec.mutable))
    for name, proc in out.items():
        if type(proc) is Primitive:
            ONE_VALUE.add(proc)
            kind = ("constructor" if proc is out[spec.constructor_name] else
                    "predicate" if name == pred_name else
                    "mutator" if name.startswith("set-") and name.endswith("!") else "accessor")
            STRUCT_PROCEDURES[proc] = (kind, stype)
    return out


# What each procedure a struct type made is (struct-accessor-procedure? ...): its kind
# ('constructor', 'predicate', 'accessor', 'mutator') and its struct type.
STRUCT_PROCEDURES: "weakref.WeakKeyDictionary[Primitive, tuple[str, StructType]]" = \
    weakref.WeakKeyDictionary()


def _chain(stype: StructType) -> list[StructType]:
    """A struct type's ancestors and itself, the root first."""
    out = []
    t: StructType | None = stype
    while t is not None:
        out.append(t)
        t = t.parent
    return out[::-1]


def _auto_filler(stype: StructType) -> Any:
    """For a type with #:auto fields (its own or inherited): ``fill(args)``, the constructor's
    arguments with each type's auto fields (its last ones) filled with its #:auto-value; else None."""
    chain = _chain(stype)
    if not any(t.auto_fields for t in chain):
        return None
    layout = [(len(t.fields) - t.auto_fields, t.auto_fields, t.auto_value) for t in chain]

    def fill(args: tuple) -> list:
        out: list = []
        i = 0
        for given, autos, value in layout:
            out.extend(args[i:i + given])
            i += given
            out.extend([value] * autos)
        return out
    return fill


def inherited_guard(stype: StructType) -> Any:
    """The check of constructor arguments a struct type (or its nearest ancestor with one:
    the built-in exn types) makes: ``guard(name, args)``, or None."""
    t: StructType | None = stype
    while t is not None:
        guard = getattr(t, "guard", None)
        if guard is not None:
            return guard
        t = t.parent
    return None


def _accessor(stype: StructType, pred_name: str, index: int) -> Any:
    def access(v: Any) -> Any:
        if type(v) is StructInstance and (v.stype is stype or v.stype.is_subtype_of(stype)):
            return v.fields[index]
        raise contract_error(f"{stype.name}-{stype.all_fields[index]}", pred_name, v)
    return access


def _mutator(stype: StructType, pred_name: str, index: int) -> Any:
    def mutate(v: Any, value: Any) -> Any:
        if type(v) is StructInstance and (v.stype is stype or v.stype.is_subtype_of(stype)):
            v.fields[index] = value
            return VOID
        # Racket 8.7 names no argument position here (unlike most two-argument procedures)
        raise contract_error(f"set-{stype.name}-{stype.all_fields[index]}!", pred_name, v)
    return mutate


_PREFABS: dict[tuple, StructType] = {}


def prefab_type(name: str, count: int, parent: StructType | None = None,
                fields: list[str] | None = None, mutable: frozenset = frozenset(),
                auto_count: int = 0, auto_value: Any = False) -> StructType:
    """The prefab struct type of that name, field count (its automatic fields counted),
    parent, mutable fields (indexes among its own) and automatic fields (how many of the
    last, and their value): one per key, so `make-prefab-struct`, `#s(...)` and every
    `(struct NAME (...) #:prefab)` of that shape share it (the first to make it names its
    fields: ``fields``, else field0 ...)."""
    try:
        value_key: Any = hash(auto_value) and auto_value
    except TypeError:
        value_key = id(auto_value)
    mutable = frozenset(k for k in mutable if k < count - auto_count)  # (automatic: mutable)
    key = (name, count, id(parent), tuple(sorted(mutable)), auto_count, type(auto_value), value_key)
    found = _PREFABS.get(key)
    if found is None:
        names = fields if fields is not None else [f"field{i}" for i in range(count)]
        found = _PREFABS[key] = StructType(name, names, parent, False, True, auto_count,
                                           auto_value)
        found.immutable = frozenset(range(count - auto_count)) - mutable
    return found


class PrefabKeyMismatch(Exception):
    """A prefab key whose field counts do not add up to the number of fields given."""


def prefab_type_for_key(key: Any, total: int) -> StructType | None:
    """The prefab type a prefab key names for ``total`` fields: NAME, or (NAME [count]
    [(auto-count auto-value)] [#(mutable-index ...)] parent-name parent-count [(...)]
    [#(...)] ...), each ancestor's count given and the type's own as given or the rest;
    None when key is no prefab key; PrefabKeyMismatch when the counts do not add up."""
    if type(key) is Symbol:
        return None if is_keyword(key) else prefab_type(key.name, total)
    if type(key) is not Pair:
        return None
    items = []
    while type(key) is Pair:
        items.append(key.car)
        key = key.cdr
    if key is not NIL:
        return None
    chain: list[list] = []      # [name, init count or None, auto count, auto value, mutable]
    i = 0
    while i < len(items):
        name = items[i]
        if type(name) is not Symbol or is_keyword(name):
            return None
        level: list = [name.name, None, 0, False, frozenset()]
        i += 1
        if i < len(items) and type(items[i]) is int:
            if items[i] < 0:
                return None
            level[1] = items[i]
            i += 1
        if i < len(items) and type(items[i]) is Pair:   # (auto-count auto-value)
            auto = items[i]
            if not (type(auto.car) is int and auto.car >= 0 and type(auto.cdr) is Pair
                    and auto.cdr.cdr is NIL):
                return None
            level[2], level[3] = auto.car, auto.cdr.car
            i += 1
        if i < len(items) and type(items[i]) is MVector:   # #(mutable-index ...)
            indexes = items[i].items
            if any(type(k) is not int or k < 0 for k in indexes):
                return None
            level[4] = frozenset(indexes)
            i += 1
        if chain and level[1] is None:      # an ancestor's count is not optional
            return None
        chain.append(level)
    known = sum(level[1] + level[2] for level in chain[1:])
    top = chain[0]
    if top[1] is None:
        top[1] = total - known - top[2]
    if top[1] < 0 or top[1] + top[2] + known != total:
        raise PrefabKeyMismatch
    if any(k >= level[1] for level in chain for k in level[4]):
        return None
    parent = None
    for name, count, auto_count, auto_value, mutable in reversed(chain):
        parent = prefab_type(name, count + auto_count, parent, None, mutable, auto_count,
                             auto_value)
    return parent
