"""`define-match-expander` (racket/match): a name whose uses in `match` patterns are
rewritten by a transformer (syntax-rules, or a procedure with syntax/parse) before the
pattern is compiled (match_patterns.py's ``match_expander`` finds it)."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import derived, parts, prim
from minischeme.forms.macros import make_transformer
from minischeme.values.data import Symbol, make_list


@derived("define-match-expander")
def expand_define_match_expander(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-match-expander name pattern-transformer [expression-transformer]): the
    expander is known from here on in this namespace; used as an expression, the name is
    the second transformer's macro, if any."""
    ps = parts(c, x, loc)
    if len(ps) not in (3, 4) or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("define-match-expander", x, loc)
    name = ps[1][0]
    macro = make_transformer(c, name.name, ps[2][0], ps[2][1] or loc)
    if len(ps) == 4:
        expression = make_transformer(c, name.name, ps[3][0], ps[3][1] or loc)
        expression.match_expander = macro       # type: ignore[attr-defined]
        macro = expression
    else:
        macro.match_expander = macro            # type: ignore[attr-defined]
    macro.home = c
    c.ns.macros[name] = macro
    return make_list([prim("void")])
