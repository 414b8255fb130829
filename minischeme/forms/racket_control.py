"""racket/control's forms: `reset`, `shift`, `prompt`, `control`, `%`, their `-at` forms
(a prompt tag first), the `0` variants (`reset0`, `shift0`, `prompt0`, `control0`), and
Gunter's `set` and `cupto`.

They are macros a `(require racket/control)` binds (``MACROS``), as in Racket, so that
`(prefix-in racket: racket/control)` gives `racket:reset`. Each wraps its body in a lambda
for a procedure of primitives/continuation_prompts.py, embedded in the expansion so that a
program's own `reset` or `call/cc` does not capture it. The expansions are racket/control's
own (collects/racket/control.rkt).
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.expansion.namespace import Macro
from minischeme.expansion.syntax import L, prim
from minischeme.values.data import NIL, Pair, make_pair, Symbol, list_to_python, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string


def _bad(name: str, form: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{name}: bad syntax\n  in: {write_string(form)}", None, form)


def _items(name: str, form: Any) -> list:
    items = list_to_python(form) if type(form) is Pair else None
    if items is None or not _proper(form):
        raise _bad(name, form)
    return items


def _proper(x: Any) -> bool:
    while type(x) is Pair:
        x = x.cdr
    return x is NIL


def _prompt(helper: str, tagged: bool) -> Callable:
    """`(prompt e0 e ...)` -> (helper (lambda () e0 e ...)); `-at` takes a tag first."""
    def expand(form: Any, free: Any = None) -> Any:
        items = _items(form.car.name, form)
        tag = items[1:2] if tagged else []
        if len(items) < (3 if tagged else 2):
            raise _bad(form.car.name, form)
        body = form.cdr.cdr if tagged else form.cdr     # the pairs as read: their positions
        if type(body) is not Pair:
            raise _bad(form.car.name, form)
        return L(prim(helper), make_pair(sym("lambda"), make_pair(NIL, body)), *tag)
    return expand


def _control(helper: str, tagged: bool) -> Callable:
    """`(shift k e0 e ...)` -> (helper (lambda (k) e0 e ...)); `-at` takes a tag first."""
    def expand(form: Any, free: Any = None) -> Any:
        items = _items(form.car.name, form)
        tag = items[1:2] if tagged else []
        rest = form.cdr.cdr if tagged else form.cdr     # the pairs as read: their positions
        if len(items) < (4 if tagged else 3) or type(rest.car) is not Symbol:
            raise _bad(form.car.name, form)
        return L(prim(helper), make_pair(sym("lambda"), make_pair(L(rest.car), rest.cdr)), *tag)
    return expand


def _percent(form: Any, free: Any = None) -> Any:
    """`(% expr [handler [#:tag tag]])`: a prompt with an optional handler."""
    items = _items("%", form)
    thunk = L(sym("lambda"), NIL, items[1]) if len(items) > 1 else None
    if len(items) == 2:
        return L(prim("call-with-continuation-prompt"), thunk)
    if len(items) == 3:
        return L(prim("call-with-continuation-prompt"), thunk,
                 L(prim("default-continuation-prompt-tag")), items[2])
    if len(items) == 5 and items[3] is sym("#:tag"):
        return L(prim("call-with-continuation-prompt"), thunk, items[4], items[2])
    raise _bad("%", form)


_EXPANDERS: dict[str, Callable] = {
    "%": _percent,
    "prompt": _prompt("call-with-continuation-prompt", False),
    "prompt-at": _prompt("call-with-continuation-prompt", True),
    "reset": _prompt("call-with-continuation-prompt", False),
    "reset-at": _prompt("call-with-continuation-prompt", True),
    "prompt0": _prompt("%call-with-prompt0", False),
    "prompt0-at": _prompt("%call-with-prompt0", True),
    "reset0": _prompt("%call-with-prompt0", False),
    "reset0-at": _prompt("%call-with-prompt0", True),
    "set": _prompt("%call-with-prompt0", True),
    "control": _control("%call-with-control", False),
    "control-at": _control("%call-with-control", True),
    "shift": _control("%call-with-shift", False),
    "shift-at": _control("%call-with-shift", True),
    "control0": _control("%call-with-control0", False),
    "control0-at": _control("%call-with-control0", True),
    "shift0": _control("%call-with-shift0", False),
    "shift0-at": _control("%call-with-shift0", True),
    "cupto": _control("%call-with-control0", True),
}

# module path -> the macros its require binds, by name
MACROS: dict[str, dict[str, Macro]] = {
    "racket/control": {name: Macro(name, fn) for name, fn in _EXPANDERS.items()},
}
