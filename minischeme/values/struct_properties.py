"""Struct-type properties a `struct` form's `#:property` and `#:methods` give a type:
`prop:procedure` (an instance is a procedure), `prop:custom-write` (gen:custom-write: how
an instance prints), `prop:custom-print-quotable`, and `prop:equal+hash` (gen:equal+hash:
how equal? compares instances and equal?-based hash tables hash them).

``set_properties`` checks a type's property values as Racket 8.7's make-struct-type and
the properties' guards check them (their errors in Racket's words) and records them on the
StructType (data.py: ``proc``, ``writer``, ``quotable``, ``equal_hash``, each inherited).
The printer, equal? and the hash keys live below the calling machinery, so they run a
program's procedures through the hooks this module installs on import (printer's
``CUSTOM_WRITE``, equality's ``STRUCT_EQUAL`` and ``STRUCT_HASH``): a module that makes
struct types with properties (forms/structs.py, primitives/base_structs.py) imports it.
"""
from __future__ import annotations

from typing import Any

from minischeme.values import equality, printer
from minischeme.values.data import (NIL, MultipleValues, MVector, Pair, make_pair, StructInstance, StructType,
                                    Symbol, sym)
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error, result_arity_error
from minischeme.values.hash_order import Unpredictable, equal_hash_code as racket_code
from minischeme.values.ports import OutputPort
from minischeme.values.printer import error_value_string, print_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure, call, is_procedure, procedure_arity_includes
from minischeme.values.struct_types import inherited_guard


class StructTypeProperty:
    """A struct-type property (`prop:procedure` ...), printed as Racket prints one. One a
    program made (make-struct-type-property, define-generics) is ``user``: its value is
    kept in the type's ``props``, after its ``guard`` (a procedure of the value and the
    type's information, or None) and with each of its ``supers`` ((property, procedure of
    the value) pairs) given too."""

    __slots__ = ("name", "user", "guard", "supers")

    def __init__(self, name: str, user: bool = False, guard: Any = None,
                 supers: tuple = ()) -> None:
        self.name = name
        self.user = user
        self.guard = guard
        self.supers = supers

    def racket_repr(self) -> str:
        return f"#<struct-type-property:{self.name}>"


PROP_PROCEDURE = StructTypeProperty("procedure")
PROP_CUSTOM_WRITE = StructTypeProperty("custom-write")
PROP_CUSTOM_PRINT_QUOTABLE = StructTypeProperty("custom-print-quotable")
PROP_EQUAL_HASH = StructTypeProperty("equal+hash")
PROP_OBJECT_NAME = StructTypeProperty("object-name")
PROP_STREAM = StructTypeProperty("stream")      # gen:stream's (bound by no name here)
# what `#:methods gen:NAME [...]` gives: the property and its methods, in order
GENERICS = {"gen:custom-write": (PROP_CUSTOM_WRITE, ("write-proc",)),
            "gen:equal+hash": (PROP_EQUAL_HASH, ("equal-proc", "hash-proc", "hash2-proc")),
            "gen:stream": (PROP_STREAM, ("stream-empty?", "stream-first", "stream-rest"))}
# the values `prop:...` names bind in racket/base
BINDINGS = {"prop:procedure": PROP_PROCEDURE, "prop:custom-write": PROP_CUSTOM_WRITE,
            "prop:custom-print-quotable": PROP_CUSTOM_PRINT_QUOTABLE,
            "prop:equal+hash": PROP_EQUAL_HASH, "prop:object-name": PROP_OBJECT_NAME}


# what a struct form's `#:guard` expression's value is given as (in place of a property)
GUARD = StructTypeProperty("guard")
# struct-type properties of Racket's that minischeme binds but does not support: a struct
# type given one is an error naming it (never a type that silently behaves otherwise)
UNSUPPORTED = {f"prop:{name}": StructTypeProperty(name)
               for name in ("sequence", "evt", "input-port", "output-port",
                            "exn:srclocs", "arity-string", "impersonator-of", "serializable")}
# generic interfaces of Racket's libraries that `#:methods` may not name in minischeme
UNSUPPORTED_GENERICS = {"gen:dict", "gen:set", "gen:equal-mode+hash",
                        "gen:sequence"}


class Methods:
    """The methods a `#:methods gen:NAME` gives, in the generic's order (#f: not defined),
    before its guard checks them."""

    __slots__ = ("generic", "procs")

    def __init__(self, generic: str, procs: list) -> None:
        self.generic = generic
        self.procs = procs


_QUOTABLE = {"self", "never", "maybe", "always"}


def _same(a: Any, b: Any) -> bool:
    return a is b or (type(a) is int and type(b) is int and a == b)


def _check_duplicates(props: list) -> None:
    """Racket's duplicate-binding error, checked before any property's guard runs: a
    property bound twice to values that are not eq?."""
    first: dict[int, Any] = {}
    for prop, value in props:
        if type(prop) is StructTypeProperty and type(value) is not Methods:
            if id(prop) in first and not _same(first[id(prop)], value):
                raise racket_error("make-struct-type: duplicate property binding\n  property: "
                                   f"{prop.racket_repr()}", EXN_FAIL_CONTRACT)
            first.setdefault(id(prop), value)


def set_properties(stype: StructType, props: list, mutable_fields: set[int]) -> None:
    """Give ``stype`` the properties ``props`` ((property, value) pairs as written; a
    Methods for a `#:methods` clause), checked in Racket's order; ``mutable_fields``: the
    indexes among the type's own fields that are mutable."""
    _check_duplicates(props)
    seen: dict[int, Any] = {}
    for prop, value in props:
        if prop is GUARD:
            if value is not False:
                stype.guard = _guard_procedure(stype, value)
            continue
        if type(value) is Methods:
            prop = GENERICS[value.generic][0]
            _check_methods(value)
            value = value.procs[0] if prop is PROP_CUSTOM_WRITE else tuple(value.procs)
        elif type(prop) is not StructTypeProperty:
            items = make_pair(make_pair(prop, value), NIL)
            raise racket_error("make-struct-type: contract violation\n  expected: (listof "
                               "(cons/c struct-type-property? any/c))\n  given: "
                               f"{error_value_string(items)}", EXN_FAIL_CONTRACT)
        elif prop.user:
            value = _user_guard(stype, prop, value)
        elif prop.name not in _SUPPORTED:
            raise racket_error("make-struct-type: struct-type property not supported by "
                               f"minischeme\n  property: {prop.racket_repr()}", EXN_FAIL_CONTRACT)
        else:
            value = _guard(prop, value)
            if prop is PROP_OBJECT_NAME and type(value) is int and value >= len(stype.fields):
                raise racket_error("guard-for-prop:object-name: field index >= initialized-field "
                                   f"count for structure type\n  field index: {value}\n"
                                   f"  initialized-field count: {len(stype.fields)}",
                                   EXN_FAIL_CONTRACT)
        if id(prop) in seen:
            # bound twice to the same (eq?) value is no error: as ((prop:procedure . 0)) and
            # a proc-spec of 0 in make-struct-type
            prior = seen[id(prop)]
            if not _same(prior, value):
                raise racket_error("make-struct-type: duplicate property binding\n  property: "
                                   f"{prop.racket_repr()}", EXN_FAIL_CONTRACT)
            continue
        seen[id(prop)] = value
        if prop.user:
            stype.props[prop] = value
            if prop.supers:     # each super property given the value its procedure makes
                set_properties(stype, [(sup, call(proc, value)) for sup, proc in prop.supers],
                               mutable_fields)
        elif prop is PROP_PROCEDURE:
            stype.proc = _procedure_spec(stype, value, mutable_fields)
        elif prop is PROP_CUSTOM_WRITE:
            stype.writer = value
        elif prop is PROP_CUSTOM_PRINT_QUOTABLE:
            stype.quotable = value
        elif prop is PROP_STREAM:
            stype.stream = value
        elif prop is PROP_OBJECT_NAME:
            # (a field index counts from the type's own first field)
            stype.object_name = value + len(stype.all_fields) - len(stype.fields) if type(value) is int else value
        else:
            stype.equal_hash = value


_SUPPORTED = {"procedure", "custom-write", "custom-print-quotable", "equal+hash", "object-name"}


def _user_guard(stype: StructType, prop: StructTypeProperty, value: Any) -> Any:
    """A program's property's value after its guard, which Racket calls with the value and
    a list of the type's information (its name, its own field count, its auto field count,
    accessor, mutator, immutable field indexes, parent type, skipped?; the accessor and
    mutator are #f here: they are made after the properties)."""
    if prop.guard is None:
        return value
    from minischeme.values.data import make_list
    info = make_list([sym(stype.name), len(stype.fields) - stype.auto_fields, stype.auto_fields,
                      False, False, NIL, stype.parent if stype.parent is not None else False,
                      False])
    return call(prop.guard, value, info)


def property_value(v: Any, prop: StructTypeProperty) -> Any:
    """The value of a program's property ``prop`` for v (an instance or a struct type), or
    None when v's type does not have it."""
    if type(v) is StructInstance:
        return v.stype.props.get(prop)
    if type(v) is StructType:
        return v.props.get(prop)
    return None


def _guard_procedure(stype: StructType, proc: Any) -> Any:
    """A `#:guard` procedure as the type's constructor guard: ``guard(name, args)`` is the
    field values the procedure returns for ``args`` and the type's name, passed on to the
    parent type's guard (for the parent's fields), as in Racket."""
    nfields = len(stype.all_fields)
    if not is_procedure(proc):
        raise racket_error("make-struct-type: contract violation\n  expected: (or/c #f "
                           f"procedure?)\n  given: {error_value_string(proc)}", EXN_FAIL_CONTRACT)
    if not procedure_arity_includes(proc, nfields + 1):
        raise racket_error("make-struct-type: guard procedure does not accept correct number "
                           "of arguments;\n should accept one more than the number of "
                           f"constructor arguments\n  guard procedure: {error_value_string(proc)}"
                           f"\n  expected arity: {nfields + 1}", EXN_FAIL_CONTRACT)
    parent = stype.parent
    parent_guard = inherited_guard(parent) if parent is not None else None

    def guard(name: str, args: Any) -> list:
        # (a subtype's constructor without a guard of its own passes all its fields: the
        # first ``nfields`` are this type's)
        result = apply_procedure(proc, [*args[:nfields], sym(name)])
        values = result.values if type(result) is MultipleValues else [result]
        if len(values) != nfields:
            raise result_arity_error(nfields, len(values), "calling guard procedure",
                                     values=list(values))
        values = [*values, *args[nfields:]]
        if parent_guard is not None:
            checked = parent_guard(name, tuple(values))
            if checked is not None:
                values = checked
        return values
    return guard


def _guard(prop: StructTypeProperty, value: Any) -> Any:
    """A `#:property` value as the property's guard checks it (and keeps it)."""
    if prop is PROP_CUSTOM_WRITE:
        if not (is_procedure(value) and procedure_arity_includes(value, 3)):
            raise _guard_error("custom-write", "(procedure-arity-includes?/c 3)", value)
    elif prop is PROP_CUSTOM_PRINT_QUOTABLE:
        if type(value) is not Symbol or value.name not in _QUOTABLE:
            raise _guard_error("custom-print-quotable", "(or/c 'self 'never 'maybe 'always)",
                               value)
        value = value.name
    elif prop is PROP_OBJECT_NAME:
        if not ((type(value) is int and value >= 0)
                or (is_procedure(value) and procedure_arity_includes(value, 1))):
            raise _guard_error("object-name", "(or/c exact-nonnegative-integer? "
                               "(procedure-arity-includes/c 1))", value)
    elif prop is PROP_EQUAL_HASH:
        items = []
        p = value
        while type(p) is Pair and len(items) < 4:
            items.append(p.car)
            p = p.cdr
        if not (p is NIL and len(items) == 3 and all(is_procedure(f) for f in items)
                and procedure_arity_includes(items[0], 3)
                and procedure_arity_includes(items[1], 2)
                and procedure_arity_includes(items[2], 2)):
            # (Racket 8.7's text, its unbalanced parenthesis included)
            raise _guard_error("equal+hash", "(or/c (list/c (procedure-arity-includes/c 4)\n"
                               "                          (procedure-arity-includes/c 3)\n"
                               "                  (list/c (procedure-arity-includes/c 3)\n"
                               "                          (procedure-arity-includes/c 2)\n"
                               "                          (procedure-arity-includes/c 2))",
                               value)
        value = tuple(items)
    return value


def _guard_error(name: str, expected: str, value: Any) -> Any:
    return racket_error(f"guard-for-prop:{name}: contract violation\n  expected: {expected}\n"
                        f"  given: {error_value_string(value)}", EXN_FAIL_CONTRACT)


_METHOD_ARITIES = {"gen:custom-write": (3,), "gen:equal+hash": (3, 2, 2), "gen:stream": (1, 1, 1)}


def _check_methods(m: Methods) -> None:
    arities = _METHOD_ARITIES[m.generic]
    if not all(is_procedure(f) and procedure_arity_includes(f, n)
               for f, n in zip(m.procs, arities)):
        expected = "\n                      ".join(f"(procedure-arity-includes/c {n})"
                                                  for n in arities)
        # (Racket names gen:stream's guard after its property, the others after the generic)
        name = "stream" if m.generic == "gen:stream" else m.generic
        raise _guard_error(name, f"(vector/c {expected})", MVector(list(m.procs)))


def _procedure_spec(stype: StructType, value: Any, mutable_fields: set[int]) -> Any:
    """prop:procedure's value: a procedure, or the index of one of the type's own fields
    (kept as its index among all the fields)."""
    if is_procedure(value):
        return value
    if type(value) is not int or value < 0:
        raise racket_error("make-struct-type: given value did not satisfy the contract for "
                           "prop:procedure\n  expected: \"(or/c procedure? "
                           "exact-nonnegative-integer?)\"\n"
                           f"  given: {error_value_string(value)}", EXN_FAIL_CONTRACT)
    own = len(stype.fields)
    if value >= own:
        limit = f"\n  maximum allowed index: {own - 1}" if own else ""
        raise racket_error(f"make-struct-field-accessor: index too large{'' if own else '; no fields accessible'}"
                           f"\n  index: {value}{limit}\n  structure type: #<struct-type>",
                           EXN_FAIL_CONTRACT)
    if value in mutable_fields:
        raise racket_error("make-struct-type: field is not specified as immutable for a "
                           f"prop:procedure index\n  index: {value}", EXN_FAIL_CONTRACT)
    return len(stype.all_fields) - own + value


# ------------------------------------------------------------------ the hooks

def _custom_write(v: StructInstance, mode: Any) -> str:
    """What an instance's prop:custom-write procedure writes (``mode``: #t for write, #f
    for display, 0 or 1 for print at quote depth 0 or 1), as text."""
    port = OutputPort()
    call(v.stype.writer, v, port, mode)
    return port.getvalue()


def _is_equal(a: Any, b: Any) -> bool:
    return equality.is_equal(a, b)


EQUAL_RECUR = Primitive("equal?", _is_equal, 2, 2)


def equal_hash_code(v: Any) -> int:
    """`equal-hash-code`: Racket's own code where it depends on the value alone; an
    instance with prop:equal+hash, its hash-proc's answer; else a CRC of the value as
    printed (equal values print alike)."""
    if type(v) is StructInstance and v.stype.equal_hash is not None:
        code = call(v.stype.equal_hash[1], v, HASH_RECUR)
        if type(code) is not int:
            raise racket_error("equal-hash-code: hash procedure returned a value other than "
                               f"an exact integer\n  result: {error_value_string(code)}",
                               EXN_FAIL_CONTRACT)
        return code
    try:
        return racket_code(v)
    except Unpredictable:
        import zlib
        return zlib.crc32(print_string(v).encode("utf-8", "surrogatepass"))


HASH_RECUR = Primitive("equal-hash-code", equal_hash_code, 1, 1)


def secondary_hash_code(v: StructInstance) -> int:
    """`equal-secondary-hash-code` of an instance with prop:equal+hash: its hash2-proc's
    answer (recur: equal-secondary-hash-code, minischeme's own codes elsewhere)."""
    code = call(v.stype.equal_hash[2], v, SECONDARY_RECUR)
    if type(code) is not int:
        raise racket_error("equal-secondary-hash-code: hash procedure returned a value other "
                           f"than an exact integer\n  result: {error_value_string(code)}",
                           EXN_FAIL_CONTRACT)
    return code


def _secondary(v: Any) -> int:
    if type(v) is StructInstance and v.stype.equal_hash is not None:
        return secondary_hash_code(v)
    import zlib
    return zlib.crc32(b"secondary:" + print_string(v).encode("utf-8", "surrogatepass"))


SECONDARY_RECUR = Primitive("equal-secondary-hash-code", _secondary, 1, 1)


def _struct_equal(a: StructInstance, b: StructInstance) -> bool:
    return call(a.stype.equal_hash[0], a, b, EQUAL_RECUR) is not False


def _struct_hash(a: StructInstance) -> int:
    return equal_hash_code(a)


printer.CUSTOM_WRITE[0] = _custom_write
equality.STRUCT_EQUAL[0] = _struct_equal
equality.STRUCT_HASH[0] = _struct_hash
