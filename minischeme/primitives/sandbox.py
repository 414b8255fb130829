"""Procedures a submission may name but not use: files, processes, the environment, eval;
input that is always at end-of-file; a `sleep` the limits can interrupt.

Racket has them, so a student file that mentions one still loads (as it would in Racket);
calling one raises a clear error instead of touching the machine. This is what keeps the
grader's sandbox: minischeme has no other way out to Python or the operating system.

* Denied procedures raise ``exn:fail:unsupported`` when called. The handler parameters
  (``exit-handler``, ``current-print``, ...) are parameters whose value cannot be changed:
  ``parameterize`` of one raises the same kind of error.
* Programs get no input: ``(read-line)``, ``(read)`` and the like return ``eof`` at once,
  so the grader's own standard input is never read (nor waited on).
* The run's limits (steps, output, wall clock) cannot be caught: once one is exceeded,
  ``with-handlers`` and rackunit's checks let the error through (``limits_exhausted``).
"""
from __future__ import annotations

import time
from typing import Any

from ..data import EOF, VOID, Symbol
from ..errors import EXN_FAIL_UNSUPPORTED, contract_error, racket_error
from ..procedures import Parameter, Primitive
from .. import ports
from ..runtime import BUDGET
from .registry import add, define, library

MACHINE = ("not available in minischeme: programs run without access to files, processes, "
           "the network, the environment or `eval`")
HANDLERS = ("not available in minischeme: programs cannot replace the handlers that run them "
            "(exiting, printing, errors)")

DENIED = {
    "racket/base": ["open-input-file", "open-output-file", "open-input-output-file",
                    "call-with-input-file", "call-with-output-file", "with-input-from-file",
                    "with-output-to-file", "call-with-input-file*", "call-with-output-file*",
                    "file-exists?", "directory-exists?", "link-exists?", "delete-file",
                    "delete-directory", "rename-file-or-directory", "copy-file", "file-size",
                    "file-or-directory-modify-seconds", "file-or-directory-permissions",
                    "directory-list", "make-directory", "current-directory", "find-system-path",
                    "getenv", "putenv", "current-environment-variables", "environment-variables-ref",
                    "environment-variables-set!", "environment-variables-names",
                    "current-command-line-arguments", "eval", "eval-syntax", "expand", "compile",
                    "current-namespace", "make-base-namespace", "make-empty-namespace",
                    "namespace-require", "namespace-variable-value",
                    "namespace-set-variable-value!", "module->namespace", "dynamic-require",
                    "read-eval-print-loop", "load-relative", "current-load",
                    "current-library-collection-paths", "collection-path", "collection-file-path",
                    "subprocess", "tcp-connect", "tcp-listen", "tcp-accept", "udp-open-socket",
                    "make-custodian", "custodian-shutdown-all", "current-custodian"],
    "racket/file": ["file->string", "file->bytes", "file->lines", "file->list", "file->value",
                    "display-to-file", "write-to-file", "display-lines-to-file",
                    "copy-directory/files", "delete-directory/files", "make-directory*",
                    "make-temporary-file", "find-files", "fold-files"],
    "racket/system": ["system", "system*", "process", "process*", "system/exit-code",
                      "system*/exit-code", "process/ports", "process*/ports"],
}

# Parameters of Racket's that would let a program take over what runs it.
DENIED_PARAMETERS = ["exit-handler", "current-print", "error-display-handler",
                     "uncaught-exception-handler", "error-escape-handler", "executable-yield-handler"]


def _denied(name: str, why: str = MACHINE) -> Primitive:
    def refuse(*args: Any) -> Any:
        raise racket_error(f"{name}: {why}", EXN_FAIL_UNSUPPORTED)
    return Primitive(name, refuse, 0, None)


for _lib, _names in DENIED.items():
    for _name in _names:
        add(_name, _denied(_name), _lib)

for _name in DENIED_PARAMETERS:
    # The value is what Racket's would be (a procedure); setting it is refused (the guard).
    add(_name, Parameter(_denied(_name, HANDLERS), _denied(_name, HANDLERS), _name), "racket/base")


# ------------------------------------------------------------------ the limits

def limits_exhausted() -> bool:
    """Has the running program exceeded a limit of its run (steps, output, wall clock)?
    Then nothing may catch the error: a handler would only let it go on."""
    limit = BUDGET.max_steps
    if limit is not None and (limit < 0 or BUDGET.steps > limit):
        return True
    return any(p.limit is not None and p.written > p.limit
               for p in (*ports._outputs, *ports._errors))


# ------------------------------------------------------------------ input: none

library("racket/base")


class InputPort:
    """The only input port: standard input, which programs see as empty."""

    __slots__ = ()

    def racket_repr(self) -> str:
        return "#<input-port:stdin>"


STDIN = InputPort()
add("eof", EOF)

_LINE_MODES = ("linefeed", "return", "return-linefeed", "any", "any-one")


def _port(who: str, args: tuple, position: int = 0) -> None:
    """Check that args[position], when given, is an input port."""
    if len(args) > position and type(args[position]) is not InputPort:
        raise contract_error(who, "input-port?", args[position])


@define("current-input-port", 0, 1)
def current_input_port(*args: Any) -> Any:
    """The port `read-line` and `read` use by default (always at end-of-file)."""
    return STDIN


@define("input-port?", 1)
def input_port_p(x: Any) -> bool:
    return type(x) is InputPort


@define("eof-object?", 1)
def eof_object_p(x: Any) -> bool:
    return x is EOF


@define("read-line", 0, 2)
def read_line(*args: Any) -> Any:
    """A line of input: programs get none, so always eof."""
    _port("read-line", args)
    if len(args) > 1 and not (type(args[1]) is Symbol and args[1].name in _LINE_MODES):
        raise contract_error("read-line", "(or/c 'linefeed 'return 'return-linefeed 'any "
                             "'any-one)", args[1])
    return EOF


def _reader(name: str) -> None:
    def read(*args: Any) -> Any:
        _port(name, args)
        return EOF
    read.__doc__ = f"({name} [in]): programs get no input, so always eof."
    add(name, Primitive(name, read, 0, 1))


for _name in ("read", "read-char", "peek-char", "read-byte", "peek-byte"):
    _reader(_name)


@define("read-string", 1, 2)
def read_string(amount: Any, *port: Any) -> Any:
    """Up to amount characters of input: always eof."""
    if type(amount) is not int or amount < 0:
        raise contract_error("read-string", "exact-nonnegative-integer?", amount)
    _port("read-string", (amount, *port), 1)
    return EOF


@define("char-ready?", 0, 1)
def char_ready_p(*args: Any) -> bool:
    _port("char-ready?", args)
    return True


# ------------------------------------------------------------------ sleep

@define("sleep", 0, 1)
def sleep(seconds: Any = 0) -> Any:
    """Wait ``seconds``: in small slices, so that the wall-clock limit (or a break) stops it."""
    from fractions import Fraction
    if type(seconds) not in (int, float, Fraction) or not seconds >= 0:
        raise contract_error("sleep", "(>=/c 0)", seconds)
    end = time.monotonic() + float(min(seconds, 10 ** 9))
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return VOID
        if BUDGET.max_steps is not None and BUDGET.max_steps < 0:   # stopped from outside
            raise BUDGET.exceeded()
        time.sleep(min(left, 0.05))
