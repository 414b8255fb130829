"""What a program sees of the command line that ran it: `(current-command-line-arguments)`
and the file Racket calls the run file (what racket/cmdline's `command-line` names the
program after).

Only `minischeme run FILE ARG ...` gives a program arguments (``active``, made by the
interpreter of that run while its code runs): everywhere else (grading, the REPL, `eval`,
tests) the arguments are `#()` and the run file is `racket`, as in `racket -e`, so no
verdict depends on them. They are information, not access: nothing here touches the
machine.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from minischeme.values.data import MString, MVector, as_str
from minischeme.values.errors import contract_error
from minischeme.values.procedures import Parameter, Primitive


def _arguments_vector(strings: list[str]) -> MVector:
    """Racket's value: a mutable vector of immutable strings."""
    return MVector(list(strings))


class CommandLine:
    """One interpreter's command line: the run file (as given, or None: `racket`) and the
    arguments' vector, the parameter's value while the interpreter's code runs (a value the
    program sets lasts for the interpreter's later runs, as a REPL's does)."""

    def __init__(self, run_file: str | None = None, arguments: list[str] | None = None) -> None:
        self.run_file = run_file
        self.arguments = _arguments_vector(arguments or [])


def _guard(v: Any) -> MVector:
    """current-command-line-arguments' guard: a vector of strings (kept as immutable ones)."""
    if type(v) is not MVector or not all(as_str(s) is not None for s in v.items):
        raise contract_error("current-command-line-arguments",
                             "(vectorof string?)", v)
    return _arguments_vector([as_str(s) if type(s) is MString else s for s in v.items])


ARGUMENTS = Parameter(_arguments_vector([]), Primitive("current-command-line-arguments", _guard, 1, 1),
                      "current-command-line-arguments")

_ACTIVE: list[CommandLine] = []     # the running interpreters' command lines, innermost last


def run_file() -> str | None:
    """The file `minischeme run` is running, as it was given, or None."""
    return _ACTIVE[-1].run_file if _ACTIVE else None


@contextmanager
def active(command_line: CommandLine) -> Iterator[None]:
    """While the body runs, the program sees ``command_line``; inside another run (a
    required module's interpreter) it sees its main program's. The value the body leaves
    is kept in ``command_line``."""
    if _ACTIVE:
        yield
        return
    saved = ARGUMENTS.value
    _ACTIVE.append(command_line)
    ARGUMENTS.value = command_line.arguments
    try:
        yield
    finally:
        command_line.arguments = ARGUMENTS.value
        _ACTIVE.pop()
        ARGUMENTS.value = saved
