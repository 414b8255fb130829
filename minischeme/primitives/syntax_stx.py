"""syntax/stx: walking syntax that may be a pair or a syntax object wrapping one
(`stx-null?`, `stx-pair?`, `stx-list?`, `stx-car`, `stx-cdr`, `stx->list`, `stx-map`,
`module-or-top-identifier=?`), for transformers and for syntax at run time.

minischeme's syntax is plain data (syntax_objects.py), so a syntax list is a list and
these are racket/private/stx's procedures on it: `stx->list` is `syntax->list` (a list, or
#f), `stx-car` of something that is no pair is `car`'s error on it, as Racket's `(car
(syntax-e p))` is. `stx-map` checks that each argument is a syntax list first, in its own
words (`expected argument of type <stx-list>`), then maps (lists of different lengths are `map`'s
error). `module-or-top-identifier=?`
is `free-identifier=?`, identifiers having no binding context here.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, is_list, list_to_python, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import apply_procedure
from .base_lists import car, cdr
from .syntax_objects import free_identifier_eq, syntax_e
from .registry import define, library, lookup_primitive

library("syntax/stx")


@define("stx-null?", 1)
def stx_null_p(p: Any) -> bool:
    """Is p the empty (syntax) list?"""
    return syntax_e(p) is NIL


@define("stx-pair?", 1)
def stx_pair_p(p: Any) -> bool:
    """Is p a (syntax) pair?"""
    return type(syntax_e(p)) is Pair


@define("stx-list?", 1)
def stx_list_p(p: Any) -> bool:
    """Is p a (syntax) list?"""
    return is_list(syntax_e(p))


@define("stx-car", 1)
def stx_car(p: Any) -> Any:
    """The first part of a (syntax) pair."""
    return car(syntax_e(p))


@define("stx-cdr", 1)
def stx_cdr(p: Any) -> Any:
    """The rest of a (syntax) pair."""
    return cdr(syntax_e(p))


@define("stx->list", 1)
def stx_to_list(p: Any) -> Any:
    """The list of a syntax list's parts, or #f when p is no list."""
    p = syntax_e(p)
    return p if is_list(p) else False


@define("stx-map", 2, None)
def stx_map(f: Any, *lists: Any) -> Any:
    """(stx-map f stxl ...): map over syntax lists (each checked first)."""
    for i, l in enumerate(lists):
        if not is_list(syntax_e(l)):
            text = f"stx-map: expected argument of type <stx-list>; given: {error_value_string(l)}"
            others = [error_value_string(x) for j, x in enumerate(lists) if j != i]
            if others:              # raise-type-error's older form, as Racket words it
                text += "; other arguments: " + " ".join(others)
            raise racket_error(text, EXN_FAIL_CONTRACT)
    columns = [list_to_python(syntax_e(l)) for l in lists]
    if len({len(c) for c in columns}) > 1:
        return apply_procedure(lookup_primitive("map"), [f, *lists])   # map's error, in its words
    return make_list([apply_procedure(f, list(parts)) for parts in zip(*columns)])


@define("module-or-top-identifier=?", 2)
def module_or_top_identifier_eq(a: Any, b: Any) -> bool:
    """Do the identifiers a and b name the same thing (here: are they the same name)?"""
    return free_identifier_eq(a, b)
