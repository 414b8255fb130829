"""math/number-theory's `with-modulus` form: `(with-modulus n body ...)` runs the body
with n as the modulus `current-modulus` answers and the `mod` operations reduce by
(primitives/math_modular.py). Racket's expansion parameterizes the modulus parameter
(its guard refuses anything but a positive exact integer); this one does the same with
the parameter embedded, so a program's own `parameterize` or `list` cannot capture it.
A macro a `(require math/number-theory)` or `(require math)` binds (``MACROS``)."""
from __future__ import annotations

from typing import Any

from minischeme.expansion.namespace import Macro
from minischeme.expansion.syntax import L, prim
from minischeme.values.data import NIL, Pair, make_pair, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string


def _with_modulus(form: Any, free: Any = None) -> Any:
    """`(with-modulus n body ...)` -> (%parameterize (list (cons MODULUS n)) (lambda () body ...))."""
    rest = form.cdr
    if type(rest) is not Pair or type(rest.cdr) is not Pair:
        raise SchemeSyntaxError(f"with-modulus: bad syntax\n  in: {write_string(form)}", None, form)
    setting = L(prim("cons"), prim("%current-modulus-param"), rest.car)
    return L(prim("%parameterize"), L(prim("list"), setting),
             make_pair(sym("lambda"), make_pair(NIL, rest.cdr)))


_MACROS = {"with-modulus": Macro("with-modulus", _with_modulus)}

# module path -> the macros its require binds, by name
MACROS: dict[str, dict[str, Macro]] = {"math/number-theory": _MACROS, "math": _MACROS}
