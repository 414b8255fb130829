"""Typed Racket's annotations, erased: `#lang typed/racket` runs as `#lang racket`.

A typed program that type-checks runs in Racket exactly as the same program with its types
left out (Typed Racket's types are checked at compile time and erased; values print the
same). minischeme does not check types, so it runs a typed module by erasing them from the
data the reader gave, before expansion, keeping every source position:

* `(: name Type)` declarations are dropped; `define-type` records its alias, and
  `(define-predicate p? T)` / `(make-predicate T)` test a value against T at run time
  (primitives/typed_racket.py reads the type then);
* `[x : T]` binders (in `define`, `lambda`/`λ`, `case-lambda`, `let`-family, `for`-family,
  `do`, `define-values`) become `x`, and `[x : T default]` becomes `[x default]`;
* the `: T` after a function header, a named `let`'s name, a `for/...` or `do` head goes;
* `#:forall (A ...)` / `#:∀ (A ...)` and a polymorphic struct's `(A ...)` go;
* `(ann e T)`, `(cast e T)`, `(inst e T ...)`, `(row-inst e T)` are `e`;
* `struct` fields `[f : T]` become `f` (options such as `#:mutable` kept);
* `(require/typed m [name T] ...)` is `(require m)` (and `require/typed/provide` provides
  the names too); `(plambda (A) formals body ...)` and `pλ` are `lambda`.

Quoted and quasiquoted data are left alone. A program that would not type-check runs
anyway (Racket would refuse it): such programs are not what this is for.
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.syntax import prim
from minischeme.values.data import NIL, Pair, make_pair, Symbol, sym

_COLON = sym(":")
_QUOTES = {sym("quote"), sym("quasiquote"), sym("syntax"), sym("quasisyntax")}
_DROPPED = {sym(":"), sym("define-new-subtype"), sym("define-signature")}
_EXPR_ONLY = {sym("ann"), sym("cast"), sym("inst"), sym("row-inst")}
_LAMBDAS = {sym("lambda"), sym("λ"), sym("opt-lambda")}
_POLY_LAMBDAS = {sym("plambda"), sym("pλ"), sym("popt-lambda")}
_LETS = {sym("let"), sym("let*"), sym("letrec"), sym("letrec*")}
_LET_VALUES = {sym("let-values"), sym("let*-values"), sym("letrec-values")}
_STRUCTS = {sym("struct"), sym("define-struct")}
_FORALL = {"#:forall", "#:∀"}


def _keyword(x: Any) -> bool:
    """Keywords are read as symbols whose name starts with `#:`."""
    return type(x) is Symbol and x.name.startswith("#:")


def _list(items: list, loc: Any = None, tail: Any = NIL) -> Any:
    """A list of ``items`` ending in ``tail``; the first pair keeps ``loc``."""
    out = tail
    for x in reversed(items):
        out = make_pair(x, out)
    if type(out) is Pair and loc is not None:
        out.loc = loc
    return out


def _items(x: Any) -> tuple[list, Any]:
    """The elements of a (possibly improper) list and what ends it."""
    items = []
    while type(x) is Pair:
        items.append(x.car)
        x = x.cdr
    return items, x


def _colon_at(items: list, i: int) -> bool:
    return i < len(items) and items[i] is _COLON


def erase_module(data: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """A typed module's top-level forms (datum, position) with their types erased."""
    types = {_type_name(x) for x, _ in data if type(x) is Pair and x.car is sym("define-type")}
    out = []
    for x, loc in data:
        if _dropped(x):
            continue
        if type(x) is Pair and x.car is sym("provide") and types:
            # a type a module provides has nothing to export once types are erased
            items, _ = _items(x)
            x = _list([i for i in items if i not in types], x.loc)
        out.append((erase(x), loc))
    return out


def _type_name(x: Any) -> Any:
    """The name `(define-type Name T)` or `(define-type (Name A ...) T)` defines."""
    name = x.cdr.car if type(x.cdr) is Pair else None
    return name.car if type(name) is Pair else name


def _dropped(x: Any) -> bool:
    return type(x) is Pair and x.car in _DROPPED


def erase(x: Any) -> Any:
    """``x`` with Typed Racket's annotations erased (see the module's docstring)."""
    if type(x) is not Pair:
        return x
    head = x.car
    if head in _QUOTES:
        return x
    items, tail = _items(x)
    if type(head) is Symbol:
        special = _SPECIAL.get(head.name)
        if special is not None and tail is NIL:
            return special(items, x.loc)
        if head in _EXPR_ONLY and len(items) >= 2:
            return erase(items[1])
    return _list([erase(i) for i in items if not _dropped(i)], x.loc, erase(tail))


def _body(items: list) -> list:
    """Body forms: `(: ...)` declarations dropped, the rest erased."""
    return [erase(i) for i in items if not _dropped(i)]


def _skip_forall(items: list, i: int) -> int:
    """Past a `#:forall (A ...)` (or `#:∀`) at ``items[i]``."""
    if i < len(items) and type(items[i]) is Symbol and items[i].name in _FORALL:
        return i + 2
    return i


def _binder(b: Any) -> Any:
    """A formal: `[x : T]` is `x`, `[x : T default]` is `[x default]`; others as they are."""
    if type(b) is Pair:
        items, tail = _items(b)
        if tail is NIL and len(items) >= 3 and items[1] is _COLON and type(items[0]) is Symbol:
            rest = items[3:]
            if not rest or rest[0] in (sym("*"), sym("...")):
                return items[0]
            return _list([items[0], *[erase(r) for r in rest]], b.loc)
        return erase(b)
    return b


def _formals(f: Any) -> Any:
    """A formals list (or a lone rest symbol), each binder erased; a rest binder written
    `[xs : T *]` after the dot is `xs`, and `#:rest [xs : T]` is `. xs`."""
    if type(f) is not Pair:
        return f
    items, tail = _items(f)
    out, i, rest = [], 0, _binder(tail) if tail is not NIL else NIL
    while i < len(items):
        item = items[i]
        if _colon_at(items, i + 1):
            # `(f a . [xs : T *])` reads as `(f a xs : T *)`: xs is the rest argument
            rest = item
            break
        if item is sym("#:rest") and i + 1 < len(items):
            rest = _binder(items[i + 1])
            i += 2
            continue
        out.append(item if _keyword(item) else _binder(item))
        i += 1
    return _list(out, f.loc, rest)


def _header(h: Any) -> Any:
    """A `define` header `(f formals ...)`, curried headers too."""
    if type(h) is not Pair:
        return h
    inner = _header(h.car) if type(h.car) is Pair else h.car
    return make_pair(inner, _formals(h.cdr), h.loc)


def _define(items: list, loc: Any) -> Any:
    head, i = items[0], _skip_forall(items, 1)
    if i >= len(items):
        return _list(items, loc)
    target = items[i]
    rest = items[i + 1:]
    if _colon_at(rest, 0):
        rest = rest[2:]            # `(define x : T e)`, `(define (f x) : T body ...)`
    target = _header(target) if type(target) is Pair else target
    return _list([head, target, *_body(rest)], loc)


def _lambda(items: list, loc: Any) -> Any:
    i = _skip_forall(items, 1)
    if i >= len(items):
        return _list(items, loc)
    rest = items[i + 1:]
    if _colon_at(rest, 0):
        rest = rest[2:]
    return _list([items[0], _formals(items[i]), *_body(rest)], loc)


def _plambda(items: list, loc: Any) -> Any:
    """`(plambda (A ...) formals body ...)` is a lambda."""
    return _lambda([sym("lambda"), *items[2:]], loc) if len(items) >= 3 else _list(items, loc)


def _case_lambda(items: list, loc: Any) -> Any:
    clauses = []
    for c in items[_skip_forall(items, 1):]:
        if type(c) is Pair:
            parts, _ = _items(c)
            clauses.append(_list([_formals(parts[0]), *_body(parts[1:])], c.loc))
        else:
            clauses.append(c)
    return _list([items[0], *clauses], loc)


def _binding(b: Any) -> Any:
    """A `let` binding: `[x : T e]` is `[x e]`; `[(x : T) e]`-style value binders erased."""
    if type(b) is not Pair:
        return b
    parts, tail = _items(b)
    if tail is NIL and len(parts) >= 3 and parts[1] is _COLON:
        return _list([parts[0], *[erase(p) for p in parts[3:]]], b.loc)
    if tail is NIL and parts and type(parts[0]) is Pair:      # let-values' ([a : T] b)
        return _list([_formals(parts[0]), *[erase(p) for p in parts[1:]]], b.loc)
    if parts and type(parts[0]) is Symbol:
        return _list([parts[0], *[erase(p) for p in parts[1:]]], b.loc, tail)
    return erase(b)


def _bindings(bs: Any) -> Any:
    if type(bs) is not Pair:
        return bs
    items, tail = _items(bs)
    return _list([_binding(b) for b in items], bs.loc, tail)


def _let(items: list, loc: Any) -> Any:
    out, i = [items[0]], 1
    if i < len(items) and type(items[i]) is Symbol and items[i] is not _COLON \
            and not _keyword(items[i]):
        out.append(items[i])          # a named let
        i += 1
    if _colon_at(items, i):
        i += 2                        # `(let loop : T (...) ...)`
    if i >= len(items):
        return _list(items, loc)
    return _list([*out, _bindings(items[i]), *_body(items[i + 1:])], loc)


def _for(items: list, loc: Any) -> Any:
    """`for`, `for/list : T`, `for/fold : T ([acc : T init]) (clauses) body`: the result
    annotation and the binders' types go."""
    i = 1
    if _colon_at(items, i):
        i += 2
    out = [items[0]]
    name = items[0].name
    if name.startswith(("for/fold", "for*/fold", "for/lists", "for*/lists")) and i < len(items):
        accs = items[i]
        out.append(_formals(accs) if name.endswith("lists") else _bindings(accs))
        i += 1
    if i < len(items):
        out.append(_bindings(items[i]))
        i += 1
    return _list([*out, *_body(items[i:])], loc)


def _do(items: list, loc: Any) -> Any:
    i = 1
    if _colon_at(items, i):
        i += 2
    if i >= len(items):
        return _list(items, loc)
    return _list([items[0], _bindings(items[i]), *[erase(x) for x in items[i + 1:]]], loc)


def _define_values(items: list, loc: Any) -> Any:
    if len(items) < 3:
        return _list(items, loc)
    return _list([items[0], _formals(items[1]), *[erase(x) for x in items[2:]]], loc)


def _field(f: Any) -> Any:
    """A struct field: `[f : T]` is `f`, `[f : T #:mutable]` is `[f #:mutable]`."""
    if type(f) is Pair:
        parts, tail = _items(f)
        if tail is NIL and len(parts) >= 3 and parts[1] is _COLON:
            return parts[0] if len(parts) == 3 else _list([parts[0], *parts[3:]], f.loc)
    return f


def _struct(items: list, loc: Any) -> Any:
    i = 1
    if i < len(items) and (type(items[i]) is Pair or items[i] is NIL) and i + 1 < len(items) \
            and type(items[i + 1]) is Symbol:
        i += 1                        # `(struct (A ...) name ...)`: its type variables go
    out = [items[0]]
    while i < len(items) and type(items[i]) is Symbol and not _keyword(items[i]):
        out.append(items[i])          # the name (and a parent)
        i += 1
    if i < len(items) and (type(items[i]) is Pair or items[i] is NIL):
        fields, _ = _items(items[i])
        out.append(_list([_field(f) for f in fields], getattr(items[i], "loc", None)))
        i += 1
    opts = items[i:]
    kept, j = [], 0
    while j < len(opts):                # `#:type-name T` has no meaning once types go
        if opts[j] is sym("#:type-name"):
            j += 2
            continue
        kept.append(erase(opts[j]))
        j += 1
    return _list([*out, *kept], loc)


def _require_typed(items: list, loc: Any, provide: bool = False) -> Any:
    """`(require/typed m clause ...)` is `(require m)`; `require/typed/provide` provides
    the clauses' names as well."""
    if len(items) < 2:
        return _list(items, loc)
    req = _list([sym("require"), items[1]], loc)
    if not provide:
        return req
    names = []
    for c in items[2:]:
        if type(c) is Pair and type(c.car) is Symbol:
            names.append(c.car)
    return _list([sym("begin"), req, _list([sym("provide"), *names])], loc)


def _quoted(t: Any) -> Any:
    return _list([sym("quote"), t])


def _define_type(items: list, loc: Any) -> Any:
    """`(define-type Name T)` (or `(define-type (Name A ...) T)`): recorded for the
    run-time tests of types (primitives/typed_racket.py), which is all it means once the
    types are erased."""
    if len(items) < 3:
        return _list([sym("void")], loc)
    name = items[1].car if type(items[1]) is Pair else items[1]
    return _list([prim("%define-type!"), _quoted(name), _quoted(items[2])], loc)


def _define_predicate(items: list, loc: Any) -> Any:
    """`(define-predicate p? T)`: p? tests a value against T at run time."""
    if len(items) != 3:
        return _list(items, loc)
    return _list([sym("define"), items[1], _list([prim("%type-predicate"), _quoted(items[2])])], loc)


def _make_predicate(items: list, loc: Any) -> Any:
    if len(items) != 2:
        return _list(items, loc)
    return _list([prim("%type-predicate"), _quoted(items[1])], loc)


_SPECIAL = {
    "define": _define,
    "define-type": _define_type,
    "define-predicate": _define_predicate,
    "make-predicate": _make_predicate,
    "lambda": _lambda, "λ": _lambda, "opt-lambda": _lambda,
    "plambda": _plambda, "pλ": _plambda, "popt-lambda": _plambda,
    "case-lambda": _case_lambda, "pcase-lambda": lambda it, loc: _case_lambda([it[0], *it[2:]], loc),
    "let": _let, "let*": _let, "letrec": _let, "letrec*": _let,
    "let-values": _let, "let*-values": _let, "letrec-values": _let,
    "define-values": _define_values,
    "do": _do,
    "struct": _struct, "define-struct": _struct,
    "require/typed": _require_typed,
    "require/typed/provide": lambda it, loc: _require_typed(it, loc, True),
}
for _name in ("for", "for*", "for/list", "for*/list", "for/vector", "for*/vector", "for/hash",
              "for*/hash", "for/hasheq", "for*/hasheq", "for/hasheqv", "for*/hasheqv",
              "for/and", "for*/and", "for/or", "for*/or", "for/sum", "for*/sum",
              "for/product", "for*/product", "for/first", "for*/first", "for/last",
              "for*/last", "for/fold", "for*/fold", "for/foldr", "for*/foldr", "for/lists",
              "for*/lists", "for/set", "for*/set", "for/string", "for*/string"):
    _SPECIAL[_name] = _for
