"""`#lang eopl`'s `define-datatype` and `cases`.

`(define-datatype T T? (variant (field pred) ...) ...)` makes one transparent struct type
per variant under a parent type for T: `T?` is the parent's predicate, each variant's
constructor checks every field with its predicate (Racket's error: `leaf: bad value for v
field: "s"`), and the values print as Racket prints them (`#(struct:leaf 1)`). `(cases T
e (variant (id ...) body ...) ... [(else body ...)])` dispatches on the variant, binding
the fields in order. The variants of T are remembered when its definition is expanded, so
`cases` reports a variant T lacks, or a missing one when there is no else, as Racket does
at compile time; it checks at run time that the value is a T (`cases: not a tree: 5`).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import (NIL, MultipleValues, Pair, make_pair, StructInstance, StructType, Symbol, gensym,
                                    is_list, list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import EXN_FAIL, SchemeSyntaxError, racket_error
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call
from minischeme.expansion.syntax import L, definition, derived, parts, prim

# type name -> its variants' field counts, in order (what `cases` checks against)
DATATYPES: dict[str, dict[str, int]] = {}


def _make_datatype(type_name: Any, variants: Any, predicates: Any) -> Any:
    """The predicate and the constructors of a datatype, as several values (each field's
    predicate is a thunk, so a variant's field may be of the type being defined)."""
    parent = StructType(type_name.name, [], None, transparent=True)
    procs: list[Any] = [Primitive(f"{type_name.name}?", lambda v: type(v) is StructInstance
                                  and v.stype.is_subtype_of(parent), 1, 1)]
    for spec, preds in zip(list_to_python(variants), list_to_python(predicates)):
        name, *fields = [s.name for s in list_to_python(spec)]
        stype = StructType(name, fields, parent, transparent=True)
        procs.append(Primitive(name, _constructor(stype, name, fields, list_to_python(preds)),
                               len(fields), len(fields)))
    return MultipleValues(procs)


def _constructor(stype: StructType, name: str, fields: list[str], preds: list) -> Any:
    def construct(*args: Any) -> StructInstance:
        for field, pred, value in zip(fields, preds, args):
            if call(call(pred), value) is False:      # (the predicate, found at each call)
                raise racket_error(f"{name}: bad value for {field} field: {write_string(value)}",
                                   EXN_FAIL)
        return make_struct_instance(stype, list(args))
    return construct


def _check_value(type_name: Any, value: Any) -> Any:
    t = type(value) is StructInstance and value.stype.parent
    if not (t and t.name == type_name.name):
        raise racket_error(f"cases: not a {type_name.name}: {write_string(value)}", EXN_FAIL)
    return value.stype.name


def _field(value: Any, index: int) -> Any:
    return value.fields[index]


MAKE = Primitive("%eopl-datatype", _make_datatype, 3, 3)
CHECK = Primitive("%eopl-cases-check", _check_value, 2, 2)
FIELD = Primitive("%eopl-field", _field, 2, 2)


def _datatype_parts(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Symbol, list[tuple[Symbol, list]]]:
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[1][0]) is not Symbol or type(ps[2][0]) is not Symbol:
        raise c.bad_syntax("define-datatype", x, loc)
    variants = []
    for v, vloc in ps[3:]:
        items = [e for e, _ in c.list_of(v, "define-datatype", vloc)] if type(v) is Pair else []
        if not items or type(items[0]) is not Symbol:
            raise c.bad_syntax("define-datatype", x, loc)
        fields = []
        for f in items[1:]:
            fs = list_to_python(f) if type(f) is Pair else []
            if len(fs) != 2 or type(fs[0]) is not Symbol:
                raise c.bad_syntax("define-datatype", x, loc)
            fields.append((fs[0], fs[1]))
        variants.append((items[0], fields))
    return ps[1][0], ps[2][0], variants


@definition("define-datatype")
def _datatype_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    _, pred, variants = _datatype_parts(c, x, loc)
    return [pred, *[name for name, _ in variants]]


@derived("define-datatype")
def expand_define_datatype(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-datatype T T? (variant (field pred) ...) ...)."""
    type_name, pred, variants = _datatype_parts(c, x, loc)
    DATATYPES[type_name.name] = {v.name: len(fs) for v, fs in variants}
    quote = sym("quote")
    specs = make_list([make_list([v, *[f for f, _ in fs]]) for v, fs in variants])
    preds = make_pair(prim("list"), make_list([make_pair(prim("list"), make_list([L(sym("lambda"), NIL, p)
                                                                          for _, p in fs]))
                                          for _, fs in variants]))
    return L(sym("define-values"), make_list([pred, *[v for v, _ in variants]]),
             L(MAKE, L(quote, type_name), L(quote, specs), preds))


@derived("cases")
def expand_cases(c: Compiler, x: Any, loc: Any) -> Any:
    """(cases T e (variant (field-id ...) body ...+) ... [(else body ...+)])."""
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("cases", x, loc)
    type_name = ps[1][0]
    known = DATATYPES.get(type_name.name)
    value, tag = gensym("value"), gensym("variant")
    clauses, seen, has_else = [], [], False
    for k, (clause, cloc) in enumerate(ps[3:]):
        located = c.list_of(clause, "cases", cloc) if type(clause) is Pair else []
        items = [e for e, _ in located]
        # As Racket's eopl matches a clause: `(variant (field-id ...) body ...+)` first;
        # any other clause of two or more parts is an else clause, whatever its head says
        # (its `else` is a pattern variable): `(v (x))`, with no body, is one.
        variant = len(items) >= 3 and (items[1] is NIL or (type(items[1]) is Pair and is_list(items[1])))
        if not variant and len(items) >= 2:
            if k != len(ps) - 4:
                raise SchemeSyntaxError(f"cases: else clause must be last\n  at: {write_string(clause)}"
                                        f"\n  in: {write_string(x)}", cloc, x)
            has_else = True
            clauses.append(make_pair(sym("else"), make_list(items[1:])))
            continue
        if len(items) < 2 or type(items[0]) is not Symbol:
            raise c.bad_syntax("cases", x, loc)
        head, head_loc = items[0], located[0][1] or cloc
        if known is not None and head.name not in known:
            raise SchemeSyntaxError(f"cases: not a variant of `{type_name.name}'\n  at: {head.name}"
                                    f"\n  in: {write_string(x)}", head_loc, x)
        seen.append(head.name)
        ids = list_to_python(items[1]) if type(items[1]) is Pair or items[1] is NIL else []
        binds = make_list([L(i, L(FIELD, value, n)) for n, i in enumerate(ids)])
        clauses.append(L(L(sym("eq?"), tag, L(sym("quote"), head)),
                         make_pair(sym("let"), make_pair(binds, make_list(items[2:])))))
    if known is not None and not has_else:
        missing = [v for v in known if v not in seen]
        if missing:
            raise SchemeSyntaxError("cases: missing cases for the following variants: "
                                    f"{' '.join(missing)}\n  in: {write_string(x)}", loc, x)
    return L(sym("let*"), L(L(value, ps[2][0]),
                            L(tag, L(prim("string->symbol"), L(CHECK, L(sym("quote"), type_name), value)))),
             make_pair(sym("cond"), make_list(clauses)))
