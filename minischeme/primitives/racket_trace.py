"""racket/trace: `(trace f)` makes f print each call, `>(f 1 2)`, and each result, `<3`,
indented by how deeply traced calls nest, as Racket's racket/trace prints them.

A traced procedure called in tail position of another traced procedure's body prints its
call at the same depth and no result of its own, as in Racket (which detects this with
continuation marks): here, a call whose caller is the trampoline of a traced body is one.
The forms are in minischeme/forms/library_forms.py.
"""
from __future__ import annotations

import sys
from typing import Any

from minischeme.values.data import MultipleValues
from minischeme.values.errors import racket_error
from minischeme.values.ports import current_output
from minischeme.values.printer import PRINT_AS_EXPRESSION, print_string, write_string
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .registry import define, library

library("racket/trace")

_MAX_DASH_SPACE_DEPTH = 10
_NUMBER_NESTING_DEPTH = 6


def prefixes(level: int, label: str) -> tuple[str, str]:
    """The prefix of a trace line at nesting ``level`` (and of its continuation lines)."""
    if level >= _MAX_DASH_SPACE_DEPTH:
        first, rest = prefixes(_NUMBER_NESTING_DEPTH, label)
        s = str(level)
        return first + "[" + s + "] ", rest + " " + " " * len(s) + " "
    first, rest = [label], [" "]
    n = level
    while n > 0:
        if n == 1:
            first.append(" ")
            rest.append(" ")
            n -= 1
        else:
            first.append(" " + label)
            rest.append("  ")
            n -= 2
    return "".join(first), "".join(rest)


class TracedProcedure:
    """What `trace` puts in place of a procedure."""

    __slots__ = ("name", "proc", "__weakref__")

    def __init__(self, name: str, proc: Any) -> None:
        self.name = name
        self.proc = proc

    def racket_repr(self) -> str:
        return print_string(self.proc)

    def racket_arity_includes(self, n: int) -> bool:
        return procedure_arity_includes(self.proc, n)

    def racket_apply(self, args: list) -> Any:
        frames = _FRAMES
        me = sys._getframe()
        caller = me.f_back
        if frames and caller is not None and caller.f_back is frames[-1][0]:
            level = frames[-1][1]                  # a tail call of the traced body
            _show_call(self.name, args, level)
            frames.append((me, level))
            try:
                return apply_procedure(self.proc, args)
            finally:
                frames.pop()
        level = frames[-1][1] + 1 if frames else 0
        _show_call(self.name, args, level)
        frames.append((me, level))
        try:
            result = apply_procedure(self.proc, args)
        finally:
            frames.pop()
        _show_results(result, level)
        return result


_FRAMES: list[tuple[Any, int]] = []     # (Python frame of racket_apply, level) of running traces


def _show(v: Any) -> str:
    return print_string(v) if PRINT_AS_EXPRESSION.value else write_string(v)


def _show_call(name: str, args: list, level: int) -> None:
    first, _ = prefixes(level, ">")
    call = "(" + " ".join([name, *[_show(a) for a in args]]) + ")"
    current_output().write(first + call + "\n")


def _show_results(result: Any, level: int) -> None:
    first, rest = prefixes(level, "<")
    values = result.values if type(result) is MultipleValues else [result]
    out = current_output()
    if not values:
        out.write(first + "*** no values ***\n")
        return
    out.write(first + _show(values[0]) + "\n")
    for v in values[1:]:
        out.write(rest + _show(v) + "\n")


@define("%trace", 2)
def trace(name: Any, proc: Any) -> Any:
    if not is_procedure(proc):
        raise racket_error(f"trace: the value of {name.name} is not a procedure: {print_string(proc)}")
    if type(proc) is TracedProcedure:
        return proc
    return TracedProcedure(name.name, proc)


@define("%untrace", 2)
def untrace(name: Any, proc: Any) -> Any:
    return proc.proc if type(proc) is TracedProcedure else proc
