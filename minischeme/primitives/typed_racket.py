"""typed/racket's procedures that untyped Racket lacks: `assert`.

A typed program runs with its types erased (forms/typed.py); what is left that means
something at run time is here. `(assert v)` is ``v`` unless it is #f, and `(assert v p?)`
is ``v`` when ``(p? v)`` holds; otherwise Racket's "Assertion failed on #f" /
"Assertion #<procedure:p?> failed on 5".
"""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.printer import write_string
from minischeme.values.runtime import call
from .registry import define, library

library("typed/racket")


@define("assert", 1, 2)
def assert_(v: Any, pred: Any = None) -> Any:
    if pred is None:
        if v is False:
            raise racket_error(f"Assertion failed on {write_string(v)}")
        return v
    if call(pred, v) is False:
        raise racket_error(f"Assertion {write_string(pred)} failed on {write_string(v)}")
    return v
