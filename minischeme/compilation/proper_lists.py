"""Which local variables of a translated procedure surely hold a proper list.

A pair knows whether it starts a proper list (``Pair.listp``), and `(cons x d)` takes the
answer from ``d`` when it is made: '() or a pair that knows (codegen.Emitter.new_pair).
In the commonest loop of all,

    (let loop ([n n] [acc '()])
      (if (zero? n) acc (loop (quotient n 10) (cons (remainder n 10) acc))))

``acc`` can only ever hold a proper list: every value it gets is one. The new pair then
surely starts a list too, and the generator writes that instead of testing ``acc``.

The variables are found as fixnums.py finds the integer ones (the same survey of every
value a variable can get); a *list expression* is '(), a known variable, `if` whose both
branches are, `(cons x l)` of a list expression ``l``, `(append ... l)` whose last
argument is one, and a call of one of Racket's own primitives (an operator that cannot be
rebound) that returns a proper list, or raises, whatever its arguments (`list`,
`reverse`, `map`, `filter`, `range`, `sort` ...).
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.ir import App, Const, Fn, Var
from minischeme.primitives import loaded_primitive
from minischeme.values.data import NIL
from minischeme.compilation.fixnums import is_of_kind, known_vars, primitive_of

# a proper list (or an error), whatever the arguments
_LISTS = ("list", "reverse", "map", "filter", "filter-not", "range", "sort", "string->list",
          "vector->list", "build-list", "make-list", "hash-keys", "hash-values", "hash->list",
          "remove-duplicates", "remove", "remq", "remv", "remove*", "shuffle", "flatten",
          "list-copy")


def _rule(op: Any) -> str | None:
    """"list" (always a list), "cons", "append", or None for any other operator."""
    prim = primitive_of(op)
    if prim is None or loaded_primitive(prim.name) is not prim:
        return None
    if prim.name in _LISTS:
        return "list"
    return prim.name if prim.name in ("cons", "append") else None


def is_proper_list(ir: Any, known: set[Var]) -> bool:
    """Is ``ir``'s value surely a proper list, given that the variables in ``known`` are?"""
    return is_of_kind(ir, known, _list_leaf)


def _list_leaf(ir: Any, known: set[Var]) -> bool:
    """A constant or call that surely gives a proper list."""
    if type(ir) is Const:
        return ir.value is NIL
    if type(ir) is App:
        rule = _rule(ir.op)
        if rule == "list":
            return True
        if rule == "cons":
            return len(ir.args) == 2 and is_proper_list(ir.args[1], known)
        if rule == "append":
            return not ir.args or is_proper_list(ir.args[-1], known)
    return False


def list_vars(root: Fn, survey: Any = None) -> set[Var]:
    """The variables of ``root``'s tree (its nested procedures included) that surely hold
    a proper list whenever they are read (``survey``: fixnums.survey_of(root), if taken)."""
    return known_vars(root, is_proper_list, survey=survey)
