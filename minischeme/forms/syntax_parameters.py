"""racket/stxparam: syntax parameters (`define-syntax-parameter`, `syntax-parameterize`,
`define-rename-transformer-parameter`), as macros bound lexically.

A syntax parameter is a macro (`define-syntax-parameter` is `define-syntax`). A
`(syntax-parameterize ([p transformer] ...) body ...+)` is `(let-syntax ([p transformer]
...) body ...)` whose `p` is the parameter's own name, stripped of any renaming a macro's
template gave it: so the user's code in the body, which names `p` itself, sees the new
transformer, as a syntax parameter's uses do in Racket, whichever macro wrote the
`syntax-parameterize` (the usual `aif` binding `it`, `return` in a `def` macro's body).
Where minischeme differs: a use of `p` that another macro's template introduces into the
body sees the parameter's definition, not the parameterization; a parameter renamed on
import (`rename-in`) is parameterized under its original name. `syntax-parameter-value` is
not provided. A name that is no macro is Racket's error (`syntax-parameterize: not bound as
a syntax parameter`); the transformers' own uses as a bare name (`it`) are identifier
macros (expansion/namespace.Macro.identifier).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler, Macro
from minischeme.values.data import RENAMED, Pair, make_pair, Symbol, make_list, sym
from minischeme.values.printer import write_string
from minischeme.expansion.syntax import definition, derived, lowered_form, parts
from .macros import define_syntax_in_block

FORMS = {"define-syntax-parameter", "define-rename-transformer-parameter", "syntax-parameterize"}
_DEFINE_SYNTAX, _LET_SYNTAX = sym("define-syntax"), sym("let-syntax")
_DEFINERS = ("define-syntax-parameter", "define-rename-transformer-parameter")


def _as_define_syntax(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-syntax-parameter id transformer) as (define-syntax id transformer)."""
    ps = parts(c, x, loc)
    if len(ps) != 3 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax(x.car.name, x, loc)
    return make_pair(_DEFINE_SYNTAX, x.cdr, x.loc)


@derived(*_DEFINERS)
def expand_define_syntax_parameter(c: Compiler, x: Any, loc: Any) -> Any:
    """A syntax parameter at the top of a module: a macro."""
    return _as_define_syntax(c, x, loc)


@definition(*_DEFINERS)
def _define_syntax_parameter_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    """In a body, a syntax parameter is a macro of the rest of the body."""
    define_syntax_in_block(c, _as_define_syntax(c, x, loc), blk, loc)
    return []


@lowered_form("syntax-parameterize")
def lower_syntax_parameterize(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(syntax-parameterize ([p transformer] ...) body ...+): the body with each parameter's
    own name bound to its new transformer."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("syntax-parameterize", x, loc)
    bindings = []
    for b, l in c.list_of(ps[1][0], "syntax-parameterize", loc):
        bps = c.list_of(b, "syntax-parameterize", l or loc) if type(b) is Pair else []
        if len(bps) != 2 or type(bps[0][0]) is not Symbol:
            raise c.bad_syntax("syntax-parameterize", x, loc)
        name = RENAMED.get(bps[0][0], bps[0][0])
        bound = blk.lookup(name)
        if bound is None:
            bound = c.ns.macros.get(name)
        if not isinstance(bound, Macro):
            raise c.syntax_error(f"syntax-parameterize: not bound as a syntax parameter\n"
                                 f"  at: {name.name}\n  in: {write_string(x)}",
                                 bps[0][1] or l or loc, x)
        bindings.append(make_list([name, bps[1][0]]))
    return make_pair(_LET_SYNTAX, make_pair(make_list(bindings), x.cdr.cdr), x.loc)
