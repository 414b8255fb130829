"""sicp: what the sicp package (`#lang sicp`, sicp/main.rkt) adds to r5rs for the book's
programs: `nil` and `the-empty-stream` ('()), `stream-null?` (null? itself), `inc`, `dec`,
`runtime` (microseconds), `random` (an exact integer bound as Racket's random, any other
number scaled), and racket's `true`, `false`, `identity` and `error`. Its forms
(`cons-stream`, `amb`) are forms/r5rs.py's macros; `amb` chooses through `%amb-choose` and
`%amb-fail` (values/amb.py).
"""
from __future__ import annotations

import time
from typing import Any

from minischeme.values import amb
from minischeme.values.data import NIL
from .registry import add, define, library, library_primitives

library("sicp")

_RACKET = library_primitives("racket/base")
_PLUS, _MINUS, _TIMES = _RACKET["+"].fn, _RACKET["-"].fn, _RACKET["*"].fn

add("nil", NIL)
add("the-empty-stream", NIL)
add("stream-null?", _RACKET["null?"])
add("true", True)
add("false", False)
add("error", _RACKET["error"])
add("identity", library_primitives("racket/function")["identity"])


@define("inc", 1)
def inc(x: Any) -> Any:
    """(+ x 1)."""
    return _PLUS(x, 1)


@define("dec", 1)
def dec(x: Any) -> Any:
    """(- x 1)."""
    return _MINUS(x, 1)


@define("runtime", 0)
def runtime() -> int:
    """The wall clock in microseconds (sicp: 1000 × current-inexact-milliseconds, truncated)."""
    return int(time.time() * 1_000_000)


@define("random", 1)
def random(n: Any) -> Any:
    """(random n): an exact integer below an exact integer n, else n times a float in (0, 1)."""
    if type(n) is int:
        return _RACKET["random"].fn(n)
    return _TIMES(n, _RACKET["random"].fn())


@define("%amb-choose", 1)
def amb_choose(count: int) -> int:
    """Which alternative an `(amb e ...)` of ``count`` gives (values/amb.py)."""
    return amb.choose(count)


@define("%amb-fail", 0)
def amb_fail() -> Any:
    """`(amb)`: back to the latest choice with an alternative left (values/amb.py)."""
    return amb.fail()
