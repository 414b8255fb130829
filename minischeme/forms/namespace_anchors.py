"""`(define-namespace-anchor a)`: binds ``a`` to an anchor of this module
(primitives/namespace_anchors.py; `eval` in its namespace stays refused)."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import L, definition, derived, parts, prim
from minischeme.values.data import Symbol, sym


def _name(c: Compiler, x: Any, loc: Any) -> Symbol:
    ps = parts(c, x, loc)
    if len(ps) != 2 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("define-namespace-anchor", x, loc)
    return ps[1][0]


@definition("define-namespace-anchor")
def _anchor_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [_name(c, x, loc)]


@derived("define-namespace-anchor")
def expand_define_namespace_anchor(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-namespace-anchor a) -> (define a (%make-namespace-anchor "label"))."""
    return L(sym("define"), _name(c, x, loc), L(prim("%make-namespace-anchor"), c.ns.module_label))
