"""Procedure values: primitives written in Python and closures made by `lambda`."""
from __future__ import annotations

from typing import Any, Callable


class Primitive:
    """A procedure implemented in Python.

    ``fn`` takes the Racket arguments as positional Python arguments and returns a Racket
    value. The arity (``min_args`` .. ``max_args``, ``None`` for no upper bound) is checked by
    the caller before ``fn`` runs, so ``fn`` never sees a wrong number of arguments.
    """

    __slots__ = ("name", "fn", "min_args", "max_args", "__weakref__")

    def __init__(self, name: str, fn: Callable[..., Any], min_args: int = 0,
                 max_args: int | None = None) -> None:
        self.name = name
        self.fn = fn
        self.min_args = min_args
        self.max_args = max_args

    def accepts(self, n: int) -> bool:
        return n >= self.min_args and (self.max_args is None or n <= self.max_args)

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>"


class Closure:
    """A procedure made by `lambda`.

    ``nreq`` required parameters, ``nopt`` optional ones (with default thunks in
    ``defaults``), ``rest`` True when a rest list follows.

    A closure is run one of two ways. The closure compiler's closures have a ``body`` node
    that runs on a fresh frame (a list: ``parent`` frame, then ``frame_size - 1`` slots).
    Closures whose lambda was translated to Python source (codegen.py) have ``fn`` instead,
    a Python function taking the Racket arguments directly; ``arity`` is then the number of
    arguments ``fn`` takes when it has no rest parameter, so a call site can check
    ``arity == n`` and call ``fn`` itself. ``arity`` is -1 whenever that shortcut is not
    available.
    """

    __slots__ = ("nreq", "nopt", "rest", "frame_size", "body", "parent", "name", "defaults",
                 "fn", "arity", "__weakref__")

    def __init__(self, nreq: int, nopt: int, rest: bool, frame_size: int, body: Any,
                 parent: Any, name: str | None, defaults: Any = None, fn: Any = None) -> None:
        self.nreq = nreq
        self.nopt = nopt
        self.rest = rest
        self.frame_size = frame_size
        self.body = body
        self.parent = parent
        self.name = name
        self.defaults = defaults
        self.fn = fn
        self.arity = nreq if fn is not None and not rest else -1

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"


def arity_text(min_args: int, max_args: int | None) -> str:
    """How Racket words an expected arity in arity-mismatch messages."""
    if max_args is None:
        return f"at least {min_args}"
    if max_args == min_args:
        return str(min_args)
    return f"{min_args} to {max_args}"


class Parameter:
    """A Racket parameter (make-parameter): a procedure of 0 or 1 arguments holding a value."""

    __slots__ = ("value", "guard", "name")

    def __init__(self, value: Any, guard: Any = None, name: str = "parameter-procedure") -> None:
        self.value = value
        self.guard = guard
        self.name = name

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>"
