"""Document notation: the Mini Card Game text writes data unquoted.

The text shows `( card-rank (H . A) )` → `11` and `(find-steps ((H . 3) ...) (draw draw) 16)`.
The rule that turns such an expression into Racket, applied to the arguments of a call:

* a parenthesised form whose head is a name bound to a value is a call (its own arguments
  are converted the same way); one whose head names a syntactic form (define, let, lambda,
  quote, ...) is code, left exactly as written;
* any other parenthesised form, and `()`, is quoted data;
* a symbol that is not bound is itself (a quoted symbol), so `draw` and `red` are data;
* everything else (numbers, strings, bound names, already-quoted forms) is unchanged.

The operator position of the top-level form is left alone, so `(card-rank (H . A))` stays a
call of card-rank. Expected values in transcripts need no conversion: they compare as data.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, Pair, make_pair, Symbol, make_list, sym

QUOTE = sym("quote")


def to_racket(datum: Any, is_bound: Callable[[Symbol], Any]) -> Any:
    """The Racket expression that a document-notation expression means.

    ``is_bound(name)`` is "value", "syntax", or a false value for an unbound name.
    """
    if type(datum) is Pair and _head_kind(datum, is_bound) == "value":
        return make_pair(datum.car, _convert_args(datum.cdr, is_bound), datum.loc)
    return datum


def _head_kind(x: Pair, is_bound: Callable[[Symbol], Any]) -> Any:
    head = x.car
    if type(head) is not Symbol:
        return None
    return "syntax" if head is QUOTE else is_bound(head)


def _convert_args(args: Any, is_bound: Callable[[Symbol], Any]) -> Any:
    items = []
    p = args
    while type(p) is Pair:
        items.append(_convert_arg(p.car, is_bound))
        p = p.cdr
    return make_list(items, p)


def _convert_arg(x: Any, is_bound: Callable[[Symbol], Any]) -> Any:
    if type(x) is Pair:
        kind = _head_kind(x, is_bound)
        if kind == "syntax":
            return x
        if kind == "value":
            return to_racket(x, is_bound)
        return make_list([QUOTE, x])
    if x is NIL:
        return make_list([QUOTE, NIL])
    if type(x) is Symbol and not x.name.startswith("#:") and not is_bound(x):
        return make_list([QUOTE, x])
    return x


def binding_test(interp: Any) -> Callable[[Symbol], Any]:
    """``is_bound`` for an interpreter: "value" for its variables, "syntax" for its
    macros and special forms, None for unbound names."""
    from minischeme.values.data import UNDEFINED

    def is_bound(name: Symbol) -> Any:
        if interp.compiler.special_form(name) is not None:
            return "syntax"
        cell = interp.ns.cells.get(name)
        if cell is not None and cell.value is not UNDEFINED:
            return "value"
        return None
    return is_bound
