"""Document notation: the Mini Card Game text writes data unquoted.

The text shows `( card-rank (H . A) )` → `11` and `(find-steps ((H . 3) ...) (draw draw) 16)`.
The rule that turns such an expression into Racket, applied to the arguments of a call:

* a parenthesised form whose head is a name bound to a procedure or a syntactic form is a
  call (its own arguments are converted the same way);
* any other parenthesised form, and `()`, is quoted data;
* a symbol that is not bound is itself (a quoted symbol), so `draw` and `red` are data;
* everything else (numbers, strings, bound names, already-quoted forms) is unchanged.

The operator position of the top-level form is left alone, so `(card-rank (H . A))` stays a
call of card-rank. Expected values in transcripts need no conversion: they compare as data.
"""
from __future__ import annotations

from typing import Any, Callable

from .data import NIL, Pair, Symbol, make_list, sym

QUOTE = sym("quote")


def to_racket(datum: Any, is_bound: Callable[[Symbol], bool]) -> Any:
    """The Racket expression that a document-notation expression means."""
    if type(datum) is Pair and _is_call(datum, is_bound):
        return Pair(datum.car, _convert_args(datum.cdr, is_bound), datum.loc)
    return datum


def _is_call(x: Pair, is_bound: Callable[[Symbol], bool]) -> bool:
    head = x.car
    return type(head) is Symbol and (head is QUOTE or is_bound(head))


def _convert_args(args: Any, is_bound: Callable[[Symbol], bool]) -> Any:
    items = []
    p = args
    while type(p) is Pair:
        items.append(_convert_arg(p.car, is_bound))
        p = p.cdr
    return make_list(items, p)


def _convert_arg(x: Any, is_bound: Callable[[Symbol], bool]) -> Any:
    if type(x) is Pair:
        if x.car is QUOTE:
            return x
        if _is_call(x, is_bound):
            return to_racket(x, is_bound)
        return make_list([QUOTE, x])
    if x is NIL:
        return make_list([QUOTE, NIL])
    if type(x) is Symbol and not x.name.startswith("#:") and not is_bound(x):
        return make_list([QUOTE, x])
    return x


def binding_test(interp: Any) -> Callable[[Symbol], bool]:
    """``is_bound`` for an interpreter: its variables, macros and special forms."""
    from .data import UNDEFINED

    def is_bound(name: Symbol) -> bool:
        cell = interp.ns.cells.get(name)
        if cell is not None and cell.value is not UNDEFINED:
            return True
        return interp.compiler.special_form(name) is not None
    return is_bound
