"""syntax/macro-testing: `(convert-compile-time-error expr)` and `(convert-syntax-error
expr)` are expr, except that an error expanding it (a syntax error; for the first, an
exception a macro's transformer raises too) is raised when the form runs instead of
stopping the module: course koans wrap deliberately broken code in them.

The lowering expands expr once on trial, as the body of a procedure of no parameters in
the scope of the form (so local variables are seen), and keeps what it found: expr
itself, expanded again by the caller, or `(raise 'exn)` of the exn:fail:syntax Racket
would raise, its message located in the file (`phase1-eval` is not here)."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.expansion.expander import Builder
from minischeme.expansion.syntax import QUOTE, L, lowered_form, parts, prim
from minischeme.values.data import NIL
from minischeme.values.errors import (EXN, EXN_FAIL, EXN_FAIL_SYNTAX, Raise, SchemeSyntaxError, is_exn, make_exn,
                                      syntax_exn)
from minischeme.values.printer import error_value_string

FORMS = {"convert-compile-time-error", "convert-syntax-error"}


@lowered_form(*FORMS)
def lower_convert(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    who = x.car.name
    ps = parts(c, x, loc)
    if len(ps) != 2:
        raise c.bad_syntax(who, x, loc)
    expr, eloc = ps[1]
    try:
        Builder(c).root(NIL, [(expr, eloc or loc)], blk, None, eloc or loc, expr, None)
    except SchemeSyntaxError as e:
        if who == "convert-syntax-error":     # under error-print-source-location #f
            return L(prim("raise"), L(QUOTE, _unlocated(e)))
        return L(prim("raise"), L(QUOTE, syntax_exn(e, c.source).value))
    except Raise as r:
        if who == "convert-syntax-error":
            raise
        return L(prim("raise"), L(QUOTE, _rebuilt(r.value)))
    return expr


def _unlocated(e: SchemeSyntaxError) -> Any:
    """The exn:fail:syntax of ``e`` as convert-syntax-error makes it: the message with no
    source location and no `at:` or `in:` lines."""
    lines = [line for line in e.message.split("\n")
             if not line.startswith(("  at: ", "  in: "))]
    return make_exn(EXN_FAIL_SYNTAX, "\n".join(lines), e.form)


def _rebuilt(v: Any) -> Any:
    """What macro-testing raises for a transformer's exception: a new exn:fail (an exn
    for a non-failure) with its message; for another value, `non-exception value
    raised`."""
    if is_exn(v):
        message = v.fields[0]
        return make_exn(EXN_FAIL if v.stype.is_subtype_of(EXN_FAIL) else EXN, message)
    return make_exn(EXN, f"non-exception value raised: {error_value_string(v)}")
