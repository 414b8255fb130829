"""racket/shared's `shared`: bindings whose values may refer to each other, so that data
can be cyclic or share parts: `(shared ([a (cons 1 a)]) a)` is a pair whose cdr is itself.

Each id is first bound to a placeholder; the right-hand sides are then evaluated in order
(an id used as an argument of a constructor — cons, list, vector, box, mcons, a struct
constructor, a quasiquote — leaves its placeholder there); finally every placeholder in
the new data is replaced by the value its id got, and the body runs with the ids bound to
those values. An id used any other way before the patch sees its placeholder, where Racket
sees `#<undefined>`.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import NIL, Box, MPair, MVector, Pair, make_pair, StructInstance, Symbol, gensym, make_list, sym
from minischeme.values.procedures import Primitive
from minischeme.values.shared_placeholders import Placeholder
from minischeme.expansion.syntax import L, derived, parts, prim


def _placeholder(name: Any) -> Placeholder:
    return Placeholder(getattr(name, "name", str(name)))


def _patch(placeholders: Any, values: Any) -> Any:
    """Replace each placeholder inside the new values (and the values themselves) by its
    id's value; returns the vector of final values."""
    holders = placeholders.items
    vals = list(values.items)
    index = {id(p): i for i, p in enumerate(holders)}

    def resolve(v: Any, seen: int = 0) -> Any:
        while type(v) is Placeholder and id(v) in index and seen <= len(vals):
            v = vals[index[id(v)]]
            seen += 1
        return v

    vals = [resolve(v) for v in vals]
    visited: set[int] = set()
    pairs: list[Pair] = []
    stack = list(vals)
    while stack:
        x = stack.pop()
        if id(x) in visited:
            continue
        t = type(x)
        if t is Pair or t is MPair:
            visited.add(id(x))
            x.car, x.cdr = resolve(x.car), resolve(x.cdr)
            if t is Pair:
                pairs.append(x)
            stack += (x.car, x.cdr)
        elif t is MVector:
            visited.add(id(x))
            x.items[:] = [resolve(i) for i in x.items]
            stack += x.items
        elif t is Box:
            visited.add(id(x))
            x.value = resolve(x.value)
            stack.append(x.value)
        elif t is StructInstance:
            visited.add(id(x))
            x.fields[:] = [resolve(f) for f in x.fields]
            stack += x.fields
    for p in pairs:                       # list? answers again, a cycle being no list
        p.listp = None
    for p in pairs:
        _mark_list(p)
    return MVector(vals)


def _mark_list(p: Pair) -> None:
    """Set list? for the pairs from p along the cdrs: a cycle is no list."""
    walked: list[Pair] = []
    on_walk: set[int] = set()
    x: Any = p
    while type(x) is Pair and x.listp is None:
        if id(x) in on_walk:
            result = False
            break
        walked.append(x)
        on_walk.add(id(x))
        x = x.cdr
    else:
        result = x.listp if type(x) is Pair else x is NIL
    for q in walked:
        q.listp = result


PLACEHOLDER = Primitive("%shared-placeholder", _placeholder, 1, 1)
PATCH = Primitive("%shared-patch", _patch, 2, 2)


@derived("shared")
def expand_shared(c: Compiler, x: Any, loc: Any) -> Any:
    """(shared ([id expr] ...) body ...+)."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("shared", x, loc)
    bindings = [b for b, _ in c.list_of(ps[1][0], "shared", ps[1][1])]
    ids, exprs = [], []
    for b in bindings:
        items = [e for e, _ in c.list_of(b, "shared", loc)] if type(b) is Pair else []
        if len(items) != 2 or type(items[0]) is not Symbol:
            raise c.bad_syntax("shared", x, loc)
        ids.append(items[0])
        exprs.append(items[1])
    temps = [gensym("shared") for _ in ids]
    final = gensym("shared-values")
    quote = sym("quote")
    return L(sym("let"), make_list([L(i, L(PLACEHOLDER, L(quote, i))) for i in ids]),
             L(sym("let*"), make_list([L(t, e) for t, e in zip(temps, exprs)]),
               L(sym("let"), L(L(final, L(PATCH, make_pair(prim("vector"), make_list(ids)),
                                          make_pair(prim("vector"), make_list(temps))))),
                 make_pair(sym("let"), make_pair(make_list([L(i, L(prim("vector-ref"), final, n))
                                                 for n, i in enumerate(ids)]),
                                       make_list([e for e, _ in ps[2:]]))))))
