"""Calling procedures: the one loop that runs every Racket call, with proper tail calls.

A call in tail position does not call: it returns a ``TailCall`` to the loop in
``apply_procedure``, which then runs the callee in the same Python frame. So a Racket loop
of any length runs in constant Python stack, as in Racket. Non-tail recursion uses the
Python stack; the interpreter runs on a thread with a large stack so that 100,000-deep
recursion works.
"""
from __future__ import annotations

import gc
from typing import Any

from .data import NIL, UNDEFINED, MultipleValues, Pair
from .errors import Raise, arity_error, contract_error, not_a_procedure, racket_error
from .procedures import Closure, Parameter, Primitive, arity_text


def tune_garbage_collector() -> None:
    """Collect young objects every 50,000 allocations instead of CPython's 700.

    Racket programs allocate pairs by the million and keep long lists alive; with the
    default thresholds CPython's cycle collector walks those lists over and over, a third
    of the run time of a list-heavy program. Immutable pairs cannot form cycles, and
    most cyclic garbage (closures of a call) dies young, so collecting less often costs
    little memory."""
    gc.set_threshold(50_000, 20, 10)


tune_garbage_collector()


class TailCall:
    """A call to be made by the caller's loop (a call in tail position)."""

    __slots__ = ("proc", "args")

    def __init__(self, proc: Any, args: list) -> None:
        self.proc = proc
        self.args = args


class Missing:
    """An optional argument that was not supplied (its default expression runs)."""

    __slots__ = ()


MISSING = Missing()


class Budget:
    """Evaluation-step limit; ``steps`` counts procedure calls (deterministic).

    Every call of a Racket closure (and every round of a loop made from a self tail call)
    adds one to ``steps``; when it passes ``max_steps`` the call raises the step-limit
    error. ``max_steps`` None means no limit. Other threads stop a running program by
    setting ``max_steps`` (to 0 or -1): its next call raises.
    """

    __slots__ = ("steps", "max_steps")

    def __init__(self) -> None:
        self.steps = 0
        self.max_steps: int | None = None

    def exceeded(self) -> Raise:
        return racket_error(f"step limit exceeded: the program made more than {self.max_steps} "
                            "procedure calls")


BUDGET = Budget()


def apply_procedure(proc: Any, args: list) -> Any:
    """Apply a Racket procedure to a list of argument values, and return its value."""
    budget = BUDGET
    while True:
        t = type(proc)
        if t is Closure:
            fn = proc.fn
            if fn is not None:  # translated to Python: fn counts its own step
                n = len(args)
                if n == proc.arity or (n >= proc.nreq and (proc.rest or n <= proc.nreq + proc.nopt)):
                    result = call_python(fn, args, n)
                else:
                    budget.steps += 1
                    if budget.max_steps is not None and budget.steps > budget.max_steps:
                        raise budget.exceeded()
                    raise arity_error(proc.name, arity_text(proc.nreq, None if proc.rest
                                                            else proc.nreq + proc.nopt), args)
            else:
                budget.steps += 1
                if budget.max_steps is not None and budget.steps > budget.max_steps:
                    raise budget.exceeded()
                if not proc.nopt and not proc.rest and len(args) == proc.nreq:
                    frame = [proc.parent, *args]
                    size = proc.frame_size
                    if size > len(frame):
                        frame.extend([UNDEFINED] * (size - len(frame)))
                else:
                    frame = bind_arguments(proc, args)
                result = proc.body(frame)
        elif t is Primitive:
            n = len(args)
            if n < proc.min_args or (proc.max_args is not None and n > proc.max_args):
                raise arity_error(proc.name, arity_text(proc.min_args, proc.max_args), args)
            result = proc.fn(*args)
        elif t is Parameter:
            if args:
                raise arity_error(proc.name, "0", args)
            return proc.value
        else:
            applicable = getattr(proc, "racket_apply", None)
            if applicable is None:
                raise not_a_procedure(proc, args)
            result = applicable(args)
        if type(result) is TailCall:
            proc = result.proc
            args = result.args
            continue
        return result


def call_python(fn: Any, args: list, n: int) -> Any:
    """``fn(*args)``, written out for few arguments: CPython runs a plain call of a Python
    function without a new C stack frame, so deep recursion through here stays cheap."""
    if n == 1:
        return fn(args[0])
    if n == 2:
        return fn(args[0], args[1])
    if n == 0:
        return fn()
    if n == 3:
        return fn(args[0], args[1], args[2])
    return fn(*args)


def run_tail_call(call: TailCall) -> Any:
    """Finish a TailCall that a procedure returned to a caller that is not a loop."""
    return apply_procedure(call.proc, call.args)


def bind_arguments(proc: Closure, args: list) -> list:
    """The frame for a call of ``proc`` with optional or rest parameters (or wrong count)."""
    n = len(args)
    nreq, nopt = proc.nreq, proc.nopt
    if n < nreq or (not proc.rest and n > nreq + nopt):
        expected = arity_text(nreq, None if proc.rest else nreq + nopt)
        raise arity_error(proc.name, expected, args)
    frame = [proc.parent, *args[:nreq + nopt]]
    if n < nreq + nopt:
        frame.extend([UNDEFINED] * (nreq + nopt - n))
    if proc.rest:
        rest = NIL
        for v in reversed(args[nreq + nopt:]):
            rest = Pair(v, rest)
        frame.append(rest)
    size = proc.frame_size
    if size > len(frame):
        frame.extend([UNDEFINED] * (size - len(frame)))
    if nopt:
        for i in range(nreq, nreq + nopt):
            if i >= n or frame[1 + i] is MISSING:
                frame[1 + i] = proc.defaults[i - nreq](frame)
    return frame


def call(proc: Any, *args: Any) -> Any:
    """Call a Racket procedure from Python code (primitives such as map use this)."""
    return apply_procedure(proc, list(args))


def procedure_arity_includes(proc: Any, n: int) -> bool:
    t = type(proc)
    if t is Closure:
        return n >= proc.nreq and (proc.rest or n <= proc.nreq + proc.nopt)
    if t is Primitive:
        return proc.accepts(n)
    if t is Parameter:
        return n == 0
    return hasattr(proc, "racket_apply")


def is_procedure(x: Any) -> bool:
    t = type(x)
    return t is Closure or t is Primitive or t is Parameter or hasattr(x, "racket_apply")


def check_procedure(who: str, x: Any, args: list | None = None, position: int | None = None) -> None:
    if not is_procedure(x):
        raise contract_error(who, "procedure?", x, position, args)


def single_value(v: Any) -> Any:
    """Racket's check that a context receiving one value got exactly one."""
    if type(v) is MultipleValues:
        raise racket_error("result arity mismatch;\n expected number of values not received\n"
                           f"  expected: 1\n  received: {len(v.values)}")
    return v
