"""typed/racket's procedures that untyped Racket lacks: `assert`.

A typed program runs with its types erased (forms/typed.py); what is left that means
something at run time is here. `(assert v)` is ``v`` unless it is #f, and `(assert v p?)`
is ``v`` when ``(p? v)`` holds; otherwise Racket's "Assertion failed on #f" /
"Assertion #<procedure:p?> failed on 5".
"""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.printer import write_string
from minischeme.values.runtime import call
from .registry import define, library

library("typed/racket")


@define("assert", 1, 2)
def assert_(v: Any, pred: Any = None) -> Any:
    if pred is None:
        if v is False:
            raise racket_error(f"Assertion failed on {write_string(v)}")
        return v
    if call(pred, v) is False:
        raise racket_error(f"Assertion {write_string(pred)} failed on {write_string(v)}")
    return v


# ------------------------------------------------------------------ types at run time
#
# `(define-predicate p? T)` and `(make-predicate T)` test a value against a type at run
# time. forms/typed.py turns them into `(%type-predicate 'T)`, and each `(define-type Name
# T)` into `(%define-type! 'Name 'T)`, which records the alias for the whole run (a
# module's types are seen by the modules that require it). A type is read when a value is
# tested: a base type is its predicate, `U`, `Listof`, `Pairof`, `List`, `Vectorof`,
# `Option`, `HashTable`, `->` ... their structure, an alias its definition, and any other
# name a structure type of that name (or one whose parent has it).

BASE_TYPES = {
    "Any": None, "Integer": "exact-integer?", "Natural": "exact-nonnegative-integer?",
    "Exact-Nonnegative-Integer": "exact-nonnegative-integer?", "Nonnegative-Integer": "exact-nonnegative-integer?",
    "Index": "exact-nonnegative-integer?", "Positive-Integer": "exact-positive-integer?",
    "Exact-Positive-Integer": "exact-positive-integer?", "Exact-Rational": "rational?",
    "Real": "real?", "Number": "number?", "Complex": "number?", "Float": "flonum?",
    "Flonum": "flonum?", "Fixnum": "fixnum?", "Byte": "byte?", "String": "string?",
    "Symbol": "symbol?", "Char": "char?", "Boolean": "boolean?", "Void": "void?",
    "Null": "null?", "Keyword": "keyword?", "Procedure": "procedure?", "Bytes": "bytes?",
    "Path": "path?", "Regexp": "regexp?", "EOF": "eof-object?", "Zero": "zero?",
}
_ALIASES: dict[str, Any] = {}


def _pred(name: str) -> Any:
    from .registry import lookup_primitive
    return lookup_primitive(name)


def _struct_named(v: Any, name: str) -> bool:
    from minischeme.values.data import StructInstance
    if type(v) is not StructInstance:
        return False
    st = v.stype
    while st is not None:
        if st.name == name:
            return True
        st = st.parent
    return False


def has_type(v: Any, t: Any) -> bool:
    """Does ``v`` belong to the type written ``t``?"""
    from minischeme.values.data import NIL, Box, HashTable, MVector, Pair, Symbol
    from minischeme.values.equality import is_equal
    if type(t) is Symbol:
        n = t.name
        if n in ("True", "False"):
            return v is (n == "True")
        if n in BASE_TYPES:
            p = BASE_TYPES[n]
            return True if p is None else call(_pred(p), v) is not False
        if n in _ALIASES:
            return has_type(v, _ALIASES[n])
        return _struct_named(v, n)
    if type(t) is not Pair:
        return is_equal(v, t)                       # #t, #f, a number, a string
    head, args = t.car, list(t.cdr) if type(t.cdr) is Pair else []
    h = head.name if type(head) is Symbol else ""
    if h in ("U", "∪"):
        return any(has_type(v, a) for a in args)
    if h == "quote":
        return is_equal(v, args[0])
    if h == "Option":
        return v is False or has_type(v, args[0])
    if h in ("Listof", "List"):
        items = []
        while type(v) is Pair:
            items.append(v.car)
            v = v.cdr
        if v is not NIL:
            return False
        if h == "Listof":
            return all(has_type(x, args[0]) for x in items)
        return len(items) == len(args) and all(has_type(x, a) for x, a in zip(items, args))
    if h == "Pairof":
        return type(v) is Pair and has_type(v.car, args[0]) and has_type(v.cdr, args[1])
    if h in ("Vectorof", "Vector", "Mutable-Vectorof", "Immutable-Vectorof"):
        return type(v) is MVector
    if h in ("HashTable", "Immutable-HashTable", "Mutable-HashTable", "HashTableTop"):
        return type(v) is HashTable
    if h in ("Boxof",):
        return type(v) is Box
    if h in ("->", "->*", "case->", "All"):
        return call(_pred("procedure?"), v) is not False
    if h in _ALIASES:                               # a type constructor's use: (Matrix Integer)
        return has_type(v, _ALIASES[h])
    return True                                     # other type constructors: not checked


@define("%define-type!", 2)
def define_type(name: Any, t: Any) -> Any:
    from minischeme.values.data import VOID
    _ALIASES[name.name] = t
    return VOID


@define("%type-predicate", 1)
def type_predicate(t: Any) -> Any:
    from minischeme.values.procedures import Primitive
    return Primitive("predicate", lambda v: has_type(v, t), 1, 1)
