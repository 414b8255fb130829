"""Semaphores (racket/base): `make-semaphore`, `semaphore-post`, `semaphore-wait`,
`semaphore-try-wait?`, `call-with-semaphore` and their `/enable-break` forms.

Programs written for Racket guard shared state with a semaphore even when they run one
thread (a mutex made of `(make-semaphore 1)`, a flag read under `call-with-semaphore`).
minischeme has one thread of evaluation, so a semaphore is its count: a wait takes one
from a positive count at once, and a wait on a count of 0 is an error, since no other
thread could ever post (in Racket the program would wait forever). `call-with-semaphore`
posts again when its procedure returns or escapes, as Racket's does. Argument errors are
Racket's contract errors, in its words.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID
from minischeme.values.errors import EXN_FAIL, contract_error, racket_error
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .registry import define


class Semaphore:
    """A semaphore: its count (what Racket prints as #<semaphore>)."""

    __slots__ = ("count",)

    def __init__(self, count: int) -> None:
        self.count = count

    def racket_repr(self) -> str:
        return "#<semaphore>"

    __repr__ = racket_repr


def _semaphore(who: str, s: Any) -> Semaphore:
    if type(s) is not Semaphore:
        raise contract_error(who, "semaphore?", s)
    return s


def _wait(who: str, s: Semaphore) -> None:
    """Take one from the count, which must be positive: no other thread can post."""
    if s.count == 0:
        raise racket_error(f"{who}: the count is 0 and minischeme has no other thread to post "
                           "it: the program would wait forever", EXN_FAIL)
    s.count -= 1


@define("make-semaphore", 0, 1)
def make_semaphore(n: Any = 0) -> Semaphore:
    """A new semaphore whose count is n (0 by default)."""
    if type(n) is not int or n < 0:
        raise contract_error("make-semaphore", "exact-nonnegative-integer?", n)
    return Semaphore(n)


@define("semaphore?", 1)
def semaphore_p(v: Any) -> bool:
    """Is v a semaphore?"""
    return type(v) is Semaphore


@define("semaphore-post", 1)
def semaphore_post(s: Any) -> Any:
    """Add one to the count."""
    _semaphore("semaphore-post", s).count += 1
    return VOID


@define("semaphore-wait", 1)
def semaphore_wait(s: Any) -> Any:
    """Take one from the count (an error when it is 0: nothing could post it)."""
    _wait("semaphore-wait", _semaphore("semaphore-wait", s))
    return VOID


@define("semaphore-wait/enable-break", 1)
def semaphore_wait_enable_break(s: Any) -> Any:
    """`semaphore-wait` (breaks are not modelled)."""
    _wait("semaphore-wait/enable-break", _semaphore("semaphore-wait/enable-break", s))
    return VOID


@define("semaphore-try-wait?", 1)
def semaphore_try_wait(s: Any) -> bool:
    """Take one from the count if it is positive (#t), else #f."""
    s = _semaphore("semaphore-try-wait?", s)
    if s.count > 0:
        s.count -= 1
        return True
    return False


def _call_with(who: str, s: Any, proc: Any, try_fail: Any, args: tuple) -> Any:
    s = _semaphore(who, s)
    if not is_procedure(proc):
        raise contract_error(who, "procedure?", proc)
    if try_fail is not False and not (is_procedure(try_fail)
                                      and procedure_arity_includes(try_fail, 0)):
        raise contract_error(who, "(or/c (procedure-arity-includes/c 0) #f)", try_fail)
    if s.count == 0 and try_fail is not False:
        return apply_procedure(try_fail, [])
    _wait(who, s)
    try:
        return apply_procedure(proc, list(args))
    finally:
        s.count += 1


@define("call-with-semaphore", 2, None)
def call_with_semaphore(s: Any, proc: Any, try_fail: Any = False, *args: Any) -> Any:
    """(call-with-semaphore s proc [try-fail-thunk] arg ...): proc's values, called with the
    args while holding s; try-fail-thunk's when s cannot be had at once."""
    return _call_with("call-with-semaphore", s, proc, try_fail, args)


@define("call-with-semaphore/enable-break", 2, None)
def call_with_semaphore_enable_break(s: Any, proc: Any, try_fail: Any = False,
                                     *args: Any) -> Any:
    """`call-with-semaphore` (breaks are not modelled)."""
    return _call_with("call-with-semaphore/enable-break", s, proc, try_fail, args)
