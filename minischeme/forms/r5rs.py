"""The macros of r5rs and sicp: r5rs's `delay` (a promise of r5rs's own, forced by its
`force`: primitives/r5rs.py) and sicp's `cons-stream` (a mutable pair of the first value and
the rest delayed) and `amb` (sicp/main.rkt's choices and failure, going back to a choice as
values/amb.py does).

They are macros a language's modules or a `(require r5rs)` bind (``MACROS``, by module path,
as racket/control's are), each expanding into procedures embedded in the expansion, so a
program's own `lambda` or `mcons` cannot change them. The other forms r5rs changes (quote,
quasiquote, a lambda's rest argument, a one-armed `if`) are the expander's own, where
the r5rs module's forms are enabled.
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.namespace import Macro
from minischeme.expansion.syntax import IF, LAMBDA, LET, L, prim
from minischeme.values import amb
from minischeme.values.data import NIL, MVector, Pair, Symbol, gensym, list_to_python, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string


def _items(form: Any, count: int | None) -> list:
    """The parts of a use with ``count`` of them (None: any number), else bad syntax."""
    items = list_to_python(form) if type(form) is Pair else None
    p = form
    while type(p) is Pair:
        p = p.cdr
    if items is None or p is not NIL or (count is not None and len(items) != count):
        raise SchemeSyntaxError(f"{form.car.name}: bad syntax\n  in: {write_string(form)}", None, form)
    return items


def _delay(form: Any, free: Any = None) -> Any:
    """(delay e) -> an r5rs promise of (lambda () e)."""
    e = _items(form, 2)[1]
    return L(prim("%make-r5rs-promise"), L(LAMBDA, NIL, e))


def _cons_stream(form: Any, free: Any = None) -> Any:
    """(cons-stream a b) -> (mcons a (delay b))."""
    _, a, b = _items(form, 3)
    return L(prim("mcons"), a, L(prim("%make-r5rs-promise"), L(LAMBDA, NIL, b)))


def _amb(form: Any, free: Any = None) -> Any:
    """(amb alt ...): sicp's, an alternative at a time (values/amb.py: minischeme goes
    back to a choice by running its module-level form again); (amb) fails."""
    alts = _items(form, None)[1:]
    if not alts:
        return L(prim("%amb-fail"))
    k = gensym("amb-choice")
    expr = alts[-1]
    for i in range(len(alts) - 2, -1, -1):
        expr = L(IF, L(prim("eq?"), k, i), alts[i], expr)
    return L(LET, L(L(k, L(prim("%amb-choose"), len(alts)))), expr)


# module path -> what a namespace taking it starts with
SETUP = {"sicp": amb.restart}

# module path -> the macros it binds
MACROS: dict[str, dict[str, Macro]] = {
    "r5rs": {"delay": Macro("delay", _delay)},
    "sicp": {"delay": Macro("delay", _delay), "cons-stream": Macro("cons-stream", _cons_stream),
             "amb": Macro("amb", _amb)},
}


def fold_case(data: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """`#lang r5rs` reads case-insensitively: a module's top-level forms (datum, position)
    with every symbol in lower case (the pairs keep their positions; strings and characters
    keep their case). A `|Foo|` symbol, which Racket keeps as written, is folded too: the
    reader has not kept its bars."""
    out = [(_folded(x), loc) for x, loc in data]
    for x, _ in out:
        _fold_inside(x)
    return out


def _folded(x: Any) -> Any:
    return sym(x.name.lower()) if type(x) is Symbol and x.name != x.name.lower() else x


def _fold_inside(x: Any) -> None:
    """Fold the symbols in a datum's pairs and vectors, in place (a loop)."""
    stack = [x]
    seen: set[int] = set()
    while stack:
        v = stack.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        if type(v) is Pair:
            v.car = _folded(v.car)
            if type(v.cdr) is Symbol:
                v.cdr = _folded(v.cdr)
            stack.append(v.car)
            stack.append(v.cdr)
        elif type(v) is MVector:
            v.items = [_folded(i) for i in v.items]
            stack.extend(v.items)
