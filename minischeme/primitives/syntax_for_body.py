"""syntax/for-body: `split-for-body`, for macros that expand into `for/fold/derived` (a
`for/sum`-like form of one's own) and must put the body's `#:break` and `#:final` clauses
where the loop sees them.

`(split-for-body stx body-stxes)` is Racket's (collects/racket/private/for.rkt): a list of
two lists, the forms up to and including the last `#:break e` or `#:final e` of the body,
and the forms after it (the ones to wrap, as in `(let () post ...)`). A body with no such
clause is all "after". Its errors are Racket's, named by ``stx``'s head as
`(raise-syntax-error #f ...)` names them. Syntax is plain data here (syntax_objects.py)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, Symbol, is_list, list_to_python, make_list
from minischeme.values.errors import EXN_FAIL_SYNTAX, racket_error
from minischeme.values.printer import write_string
from .registry import define, library

library("syntax/for-body")

_SPLITTING = ("#:break", "#:final")


def _syntax_error(stx: Any, message: str, sub: Any = None) -> Any:
    """`(raise-syntax-error #f message stx sub)`: named by the head of ``stx``; a keyword
    ``sub`` is reported where its last use among ``stx``'s forms was read (the transformer
    that called this passes the position on: syntax_parse.py)."""
    who = stx.car.name if type(stx) is Pair and type(stx.car) is Symbol else "?"
    text = f"{who}: {message}"
    if sub is not None:
        text += f"\n  at: {write_string(sub)}"
    error = racket_error(f"{text}\n  in: {write_string(stx)}", EXN_FAIL_SYNTAX, NIL)
    p = stx
    while type(p) is Pair:
        if sub is not None and p.car is sub and p.loc is not None:
            error.syntax_loc = p.loc        # type: ignore[attr-defined]
        p = p.cdr
    return error


@define("split-for-body", 2)
def split_for_body(stx: Any, body: Any) -> Any:
    """(split-for-body stx body-stxes): ((pre ...) (post ...)), split after the last
    `#:break e` / `#:final e` of the body."""
    if not is_list(body):
        raise _syntax_error(stx, "bad syntax")
    forms = list_to_python(body)
    pre: list = []
    post: list = []
    i = 0
    while i < len(forms):
        x = forms[i]
        if type(x) is Symbol and x.name in _SPLITTING:
            if i + 1 >= len(forms):
                raise _syntax_error(stx, f"missing expression after {x.name}", x)
            pre += post + [x, forms[i + 1]]
            post = []
            i += 2
        else:
            post.append(x)
            i += 1
    if not post:
        if not pre:
            raise _syntax_error(stx, "missing body")
        raise _syntax_error(stx, f"missing body form after {pre[-2].name} clause", pre[-2])
    return make_list([make_list(pre), make_list(post)])
