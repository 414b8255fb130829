"""racket/performance-hint's forms, which ask Racket's compiler to inline and change no
result: `(begin-encourage-inline form ...)` is `(begin form ...)` (spliced where it
stands, so definitions inside are the module's), `(define-inline (f arg ...) body ...)` is
`(define (f arg ...) body ...)`. minischeme's compiler inlines where it can either way."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import derived, parts
from minischeme.values.data import Pair, make_pair, sym
from minischeme.values.printer import write_string

FORMS = {"begin-encourage-inline", "define-inline"}


@derived("begin-encourage-inline")
def _begin_encourage_inline(c: Compiler, x: Any, loc: Any) -> Any:
    parts(c, x, loc)    # (a proper list: its error otherwise)
    return make_pair(sym("begin"), x.cdr, loc)


@derived("define-inline")
def _define_inline(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) >= 2 and type(ps[1][0]) is not Pair:     # Racket's words
        raise c.syntax_error("define-inline: only supports definitions with function headers"
                             f"\n  in: {write_string(x)}", loc, x)
    if len(ps) < 3:
        raise c.bad_syntax("define-inline", x, loc)
    return make_pair(sym("define"), x.cdr, loc)
