"""Hygiene for the forms a derived form introduces (``@derived`` expanders: `cond`, `when`,
`or`, `case` ... written as `let`, `if`, `begin`, `lambda`): where the user's code binds a
variable named as one of those forms (a parameter called `let`), the form the expander
introduced still means the form, as in Racket, while the user's own uses of the name mean
the variable.

An expander builds its output from new pairs around the user's subforms (the very pairs of
the input), so a head introduced by the expander is the car of a pair the input does not
hold. Such a head whose name is shadowed here becomes the form's alias: a fresh symbol
printed as the name (data.renamed) that no program can bind, registered as the same form.
Only done where a shadowing binding exists, so an ordinary expansion is untouched."""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import MVector, Pair, Symbol, make_pair, renamed, sym

_ALIASES: dict[Symbol, Symbol] = {}
# the forms derived forms' expansions are written in
_INTRODUCED_HEADS = tuple(sym(n) for n in ("let", "if", "begin", "lambda", "quote", "letrec",
                                           "let*", "set!"))


def expand_derived(expander: Callable, c: Any, x: Any, blk: Any, loc: Any,
                   forms: dict[Symbol, Callable]) -> Any:
    """``expander``'s expansion of ``x`` in block ``blk``, hygienic for the forms it
    introduces (checked only where a local variable is named as one of them: rare)."""
    out = expander(c, x, loc)
    if any(blk.lookup(h) is not None for h in _INTRODUCED_HEADS):
        out = introduced_heads_unshadowed(out, x, lambda h: blk.lookup(h) is not None, forms)
    return out


def alias(name: Symbol, forms: dict[Symbol, Callable]) -> Symbol:
    """The unbindable alias of the form ``name`` (registered in ``forms`` as that form)."""
    a = _ALIASES.get(name)
    if a is None:
        a = _ALIASES[name] = renamed(name)
        forms[a] = forms[name]
    return a


def _pairs_of(x: Any, seen: set[int]) -> None:
    """The ids of every pair (and vector) of the input form ``x``."""
    stack = [x]
    while stack:
        v = stack.pop()
        if type(v) is Pair:
            if id(v) in seen:
                continue
            seen.add(id(v))
            stack.append(v.car)
            stack.append(v.cdr)
        elif type(v) is MVector:
            stack.extend(v.items)


def introduced_heads_unshadowed(out: Any, original: Any, shadowed: Callable[[Symbol], bool],
                                forms: dict[Symbol, Callable]) -> Any:
    """``out`` (a derived form's expansion of ``original``) with each form name it
    introduced as a head, and ``shadowed`` here, replaced by the form's alias."""
    user: set[int] = set()
    _pairs_of(original, user)

    def walk(p: Any, first: bool = True) -> Any:
        """``p``, a new pair: the first of a list (its car a head) or a later one."""
        if type(p) is not Pair or id(p) in user:
            return p
        head = p.car
        if first and type(head) is Symbol and head in forms and shadowed(head):
            head = alias(head, forms)
        elif type(head) is Pair:
            head = walk(head)
        return make_pair(head, walk(p.cdr, False), p.loc)
    return walk(out)
