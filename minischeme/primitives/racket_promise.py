"""racket/promise: promises (`delay`, `lazy`, `delay/name`, `delay/strict`, `delay/sync`,
`delay/thread`, `delay/idle`: forms of forms/core.py that expand into the makers here)
and `force`, `promise?`, `promise-forced?`, `promise-running?`, `promise/name?`.

As in Racket, these are racket/promise's, which `racket`, `scheme` (and `eopl`: `delay`
and `force`) include and `racket/base` does not. `delay/thread` and `delay/idle` run
their body when first forced, as `delay` does (minischeme has no threads that would run
it sooner); their value, printing and errors are `delay`'s.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import MultipleValues
from minischeme.values.errors import Raise, contract_error, error_message, is_exn, racket_error
from minischeme.values.printer import write_string
from minischeme.values.procedures import Closure, TailCall
from minischeme.values.runtime import apply_procedure, single_value
from .registry import define, library

library("racket/promise")


class Promise:
    """A promise of `delay` (or `lazy`, whose body's promise is forced in turn; or
    `delay/name`, whose body runs at every force and is never remembered). It prints as
    Racket prints it: `#<promise:NAME>` (the name of its thunk, e.g. its source location)
    until forced, then `#<promise!VALUE>` (`#<promise!exn!"msg">` if forcing raised)."""

    __slots__ = ("thunk", "name", "is_lazy", "by_name", "done", "running", "value", "raised")

    def __init__(self, thunk: Any, is_lazy: bool = False, name: str | None = None,
                 by_name: bool = False) -> None:
        self.thunk = thunk
        self.name = name
        self.is_lazy = is_lazy
        self.by_name = by_name
        self.done = False
        self.running = False
        self.value: Any = None
        self.raised: Raise | None = None

    def racket_repr(self) -> str:
        if self.raised is not None:
            v = self.raised.value
            shown = write_string(error_message(v)) if is_exn(v) else write_string(v)
            return f"#<promise!exn!{shown}>" if is_exn(v) else f"#<promise!raise!{shown}>"
        if self.done:
            if type(self.value) is MultipleValues:
                return "#<promise!(values " + " ".join(write_string(x) for x in
                                                        self.value.values) + ")>"
            return f"#<promise!{write_string(self.value)}>"
        return f"#<promise:{self.name}>" if self.name else "#<promise>"


@define("%make-promise", 1, 2)
def make_promise(thunk: Any, name: Any = None) -> Promise:
    """The promise of (delay expr) (named for the variable it is bound to, if any)."""
    return Promise(thunk, False, name)


@define("%make-lazy-promise", 1, 2)
def make_lazy_promise(thunk: Any, name: Any = None) -> Promise:
    """The promise of (lazy expr): forcing it forces the promise expr gives."""
    return Promise(thunk, True, name)


@define("%make-name-promise", 1, 2)
def make_name_promise(thunk: Any, name: Any = None) -> Promise:
    """The promise of (delay/name expr): expr runs at each force, its value not kept (so
    the promise is never forced, and prints as an unforced one)."""
    return Promise(thunk, False, name, by_name=True)


@define("%make-strict-promise", 1, 2)
def make_strict_promise(thunk: Any, name: Any = None) -> Promise:
    """The promise of (delay/strict expr): expr evaluated now, the promise forced."""
    p = Promise(thunk, False, name)
    force(p)
    return p


def _reentrant(p: Promise) -> Raise:
    """Racket's error for forcing a promise while it is being forced."""
    return racket_error(f"force: reentrant promise `{p.name}'" if p.name
                        else "force: reentrant promise")


@define("force", 1)
def force(p: Any) -> Any:
    """The value of a promise, computed once (an exception it raised is raised again);
    any other value is its own value."""
    if type(p) is not Promise:
        return p
    if p.done:          # forced before: the commonest case of a memo of promises
        return p.value
    if p.raised is not None:
        raise p.raised
    if p.by_name:
        return apply_procedure(p.thunk, [])
    if p.running:
        raise _reentrant(p)
    p.running = True
    thunk = p.thunk
    try:
        if type(thunk) is Closure and thunk.arity == 0 and thunk.fn is not None:
            # a translated thunk (delay's): its function called as apply_procedure would
            # (it counts its own step), a tail call it returns finished there
            v = thunk.fn()
            if type(v) is TailCall:
                v = apply_procedure(v.proc, v.args)
        else:
            v = apply_procedure(thunk, [])
        if p.is_lazy and type(v) is Promise:
            v = force(v)
    except Raise as e:
        p.raised = e
        raise
    finally:
        p.running = False
    p.value = v
    p.done = True
    return v


def force_one(p: Any) -> Any:
    """`force` where one value is expected (the generated code's call of force when the
    promise is not forced yet): several values are Racket's result arity error."""
    return single_value(force(p))


@define("promise?", 1)
def promise_p(x: Any) -> bool:
    """Is x a promise (of any of the delay forms)?"""
    return type(x) is Promise


@define("promise-forced?", 1)
def promise_forced_p(x: Any) -> bool:
    """Has the promise been forced (also when forcing it raised)? A `delay/name` promise
    never is."""
    if type(x) is not Promise:
        raise contract_error("promise-forced?", "promise?", x)
    return x.done or x.raised is not None


@define("promise-running?", 1)
def promise_running_p(x: Any) -> bool:
    """Is the promise being forced now (asked from inside its own body)?"""
    if type(x) is not Promise:
        raise contract_error("promise-running?", "promise?", x)
    return x.running


@define("promise/name?", 1)
def promise_name_p(x: Any) -> bool:
    """Is x a promise of `delay/name`?"""
    return type(x) is Promise and x.by_name
