"""The loops that build the vectors of racket/fixnum, racket/flonum and data/gvector:
`for/fxvector`, `for/flvector`, `for/gvector` and their `for*/` forms.

Each is a `for/vector` (or, for a gvector, `for/list`) loop whose result a library
primitive turns into the vector, checking the elements in the loop's name as Racket does
(`for/fxvector: contract violation / expected: fixnum?`; with `#:length`, Racket's loop
is a `for*/vector` and says so). `#:length` and `#:fill` are for/vector's; an flvector's
fill is 0.0. The forms exist only where their library is required (languages.MODULE_FORMS).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import NIL, Pair, make_pair, sym
from minischeme.expansion.syntax import L, derived, prim

_LENGTH, _FILL = sym("#:length"), sym("#:fill")
# loop name -> (the loop it runs, the kind of vector it makes, the default fill)
NUMBER_LOOPS = {f"{loop}/{kind}vector": (loop, kind, fill)
                for loop in ("for", "for*") for kind, fill in (("fx", 0), ("fl", 0.0))}
GVECTOR_LOOPS = {"for/gvector": "for/list", "for*/gvector": "for*/list"}


@derived(*NUMBER_LOOPS)
def expand_number_vector_loop(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/fxvector maybe-length clauses body ...+): the fxvector of what (for/vector
    maybe-length clauses body ...+) collects."""
    loop, kind, fill = NUMBER_LOOPS[x.car.name]
    rest, options, sized = x.cdr, [], False
    while type(rest) is Pair and rest.car in (_LENGTH, _FILL) and type(rest.cdr) is Pair:
        sized = sized or rest.car is _LENGTH
        value = rest.cdr.car
        if rest.car is _LENGTH:      # checked in the loop's name
            value = L(prim(f"%loop-{kind}vector-length"), L(sym("quote"), x.car), value)
        options += [rest.car, value]
        rest = rest.cdr.cdr
    if type(rest) is not Pair or type(rest.cdr) is not Pair:
        raise c.bad_syntax(x.car.name, x, loc)
    if sized and _FILL not in options:
        options += [_FILL, fill]
    who = "for*/vector" if sized else x.car.name
    body = make_pair(sym(f"{loop}/vector"), _list(options, rest))
    return L(prim(f"%loop->{kind}vector"), L(sym("quote"), sym(who)), body)


@derived(*GVECTOR_LOOPS)
def expand_gvector_loop(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/gvector clauses body ...+): a new gvector of what (for/list clauses body ...+)
    collects."""
    if type(x.cdr) is not Pair or type(x.cdr.cdr) is not Pair:
        raise c.bad_syntax(x.car.name, x, loc)
    return L(prim("%list->gvector"), make_pair(sym(GVECTOR_LOOPS[x.car.name]), x.cdr))


def _list(items: list, tail: Any = NIL) -> Any:
    for item in reversed(items):
        tail = make_pair(item, tail)
    return tail
