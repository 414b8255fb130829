"""Which of a module's variables are constants.

In Racket a module-level variable that its module never `set!`s is a constant: nothing
can change it once its definition has run (a `set!` from the module's namespace is the
error "NAME: cannot modify a constant", a second `define` "cannot re-define a constant").
Code compiled in the module may then call such a procedure directly (codegen.py: a
procedure's call of itself); ``Cell.constant`` marks them.

Racket decides on the fully expanded module. We decide before expanding the bodies, on
the text: the names a `set!` (or `set!-values`, `trace`, `untrace`, which expand to one)
names anywhere in the module are assigned. A macro the module defines or imports could
expand to a `set!` we do not see, so with any such macro there are no constants.
"""
from __future__ import annotations

from typing import Any, Iterable

from minischeme.values.data import Pair, Symbol, sym

_ASSIGNING = {sym("set!"): "one", sym("set!-values"): "list", sym("trace"): "all",
              sym("untrace"): "all"}
_MACRO_MAKERS = {sym(n) for n in (
    "define-syntax", "define-syntax-rule", "define-syntaxes", "let-syntax", "letrec-syntax",
    "let-syntaxes", "letrec-syntaxes", "letrec-syntaxes+values", "splicing-let-syntax",
    "splicing-letrec-syntax", "syntax-rules", "syntax-case", "syntax-parse",
    "define-simple-macro", "syntax-parameterize", "include")}


def assigned_names(forms: Iterable[Any]) -> set[Symbol] | None:
    """The names some form of ``forms`` (a module's text) may assign; None when that
    cannot be told from the text (the module makes macros, or evaluates code)."""
    assigned: set[Symbol] = set()
    pending = list(forms)
    while pending:
        x = pending.pop()
        if type(x) is Symbol:
            if x in _MACRO_MAKERS:
                return None
            continue
        if type(x) is not Pair:
            continue
        kind = _ASSIGNING.get(x.car) if type(x.car) is Symbol else None
        if kind is not None and type(x.cdr) is Pair:
            _note_targets(kind, x.cdr, assigned)
        while type(x) is Pair:      # every element, improper tails too
            pending.append(x.car)
            x = x.cdr
        pending.append(x)
    return assigned


def _note_targets(kind: str, rest: Pair, assigned: set[Symbol]) -> None:
    if kind == "one":
        targets: list[Any] = [rest.car]
    elif kind == "list":
        targets = []
        t = rest.car
        while type(t) is Pair:
            targets.append(t.car)
            t = t.cdr
    else:
        targets = []
        t: Any = rest
        while type(t) is Pair:
            targets.append(t.car)
            t = t.cdr
    assigned.update(n for n in targets if type(n) is Symbol)


def constant_names(defined: Iterable[Symbol], forms: list[Any], has_macros: bool) -> set[Symbol]:
    """The names a module defines and never assigns (none when that cannot be told)."""
    assigned = None if has_macros else assigned_names(forms)
    if assigned is None:
        return set()
    return {name for name in defined if name not in assigned}
