"""`(#%variable-reference)` and `(#%variable-reference id)`: a reference to a variable of
this module (primitives/variable_references.py). With an identifier, the identifier must be
bound (its variable is not read: one not yet defined is no error); an unbound one is
Racket's `#%variable-reference: unbound identifier`, at the identifier."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.expansion.syntax import L, lowered_form, prim
from minischeme.values.printer import write_string
from minischeme.values.data import NIL, Pair, Symbol
from minischeme.values.errors import SchemeSyntaxError


@lowered_form("#%variable-reference")
def lower_variable_reference(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(#%variable-reference [id]) -> (%make-variable-reference "label"), the module's
    label (as its namespace prints it)."""
    rest = x.cdr
    if type(rest) is Pair and type(rest.car) is Symbol and rest.cdr is NIL:
        try:
            c.resolve(rest.car, blk, loc)
        except SchemeSyntaxError:
            raise c.syntax_error(f"#%variable-reference: unbound identifier\n  at: {rest.car.name}"
                                 f"\n  in: {write_string(x)}", rest.loc or loc, x) from None
    elif rest is not NIL:
        # any other shape, a dotted one too, is plain "bad syntax" in Racket's words
        raise c.bad_syntax("#%variable-reference", x, loc)
    return L(prim("%make-variable-reference"), c.ns.module_label)
