"""racket/sandbox's forms: `(with-limits secs mb body ...+)` and
`(with-deep-time-limit secs body ...+)`, racket/sandbox's own macros: the body as a thunk
for `call-with-limits` / `call-with-deep-time-limit` (primitives/racket_sandbox.py),
embedded in the expansion so that a program's own names do not capture them. A
`(require racket/sandbox)` binds them (``MACROS``), as in Racket."""
from __future__ import annotations

from typing import Any, Callable

from minischeme.expansion.namespace import Macro
from minischeme.expansion.syntax import L, prim
from minischeme.values.data import NIL, Pair, make_pair, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string


def _limited(name: str, helper: str, nargs: int) -> Callable:
    """`(name arg ... body ...+)` -> (helper arg ... (lambda () body ...)), ``nargs`` args."""
    def expand(form: Any, free: Any = None) -> Any:
        args, rest = [], form.cdr
        while len(args) < nargs and type(rest) is Pair:
            args.append(rest.car)
            rest = rest.cdr
        if len(args) < nargs or type(rest) is not Pair:
            raise SchemeSyntaxError(f"{name}: bad syntax\n  in: {write_string(form)}", None, form)
        return L(prim(helper), *args, make_pair(sym("lambda"), make_pair(NIL, rest)))
    return expand


# module path -> the macros its require binds, by name
MACROS: dict[str, dict[str, Macro]] = {
    "racket/sandbox": {
        "with-limits": Macro("with-limits", _limited("with-limits", "call-with-limits", 2)),
        "with-deep-time-limit": Macro("with-deep-time-limit", _limited(
            "with-deep-time-limit", "call-with-deep-time-limit", 1)),
    },
}
