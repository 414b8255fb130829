"""Forms of the libraries students require: racket/set's `for/set` family (and, as they
are added, racket/stream's `stream-cons`, racket/trace's `trace`, srfi/78's `check`).

Each is a small derived form that rewrites into core forms and calls of the library's
primitives (embedded as procedure objects, so user definitions cannot break them). They
exist only where their module is required (languages.MODULE_FORMS).
"""
from __future__ import annotations

from typing import Any

from .compiler import Compiler
from .data import Pair, sym
from .forms import L, derived, prim

SET_LOOPS = {f"{loop}/{kind}": (loop, kind)
             for loop in ("for", "for*")
             for kind in ("set", "seteq", "seteqv", "mutable-set", "mutable-seteq",
                          "mutable-seteqv")}


@derived(*SET_LOOPS)
def expand_for_set(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/set clauses body ...+) is the set of what (for/list clauses body ...+) lists."""
    loop, kind = SET_LOOPS[x.car.name]
    return L(prim("%list->set"), kind, Pair(sym(loop + "/list"), x.cdr))
