"""racket/base's questions about the system and memory: `version`, `system-type` (each
mode answered as Racket 8.7 CS answers on Linux x86_64, 'machine from this machine's
uname), `system-big-endian?`, `collect-garbage`, `current-memory-use`; weak boxes,
ephemerons and will executors. Python keeps what a program can still reach, so a weak box
or an ephemeron holds its value strongly and no will becomes ready: while the program holds
the value (the only case a program can tell apart) the answers are Racket's."""
from __future__ import annotations

import gc
import os
import resource
import sys
from typing import Any

from minischeme.values.data import VOID, MVector, Symbol, sym
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.runtime import is_procedure, procedure_arity_includes
from .registry import define

_SYSTEM_TYPES: dict[str, Any] = {
    "os": sym("unix"), "os*": sym("linux"), "arch": sym("x86_64"), "word": 64,
    "vm": sym("chez-scheme"), "gc": sym("cs"), "link": sym("static"),
    "target-machine": sym("ta6le"), "so-mode": sym("local"), "cross": sym("infer"),
}
_SYSTEM_TYPE_CONTRACT = ("(or/c 'os 'os* 'arch 'word 'vm 'gc 'link 'machine 'target-machine\n"
                         "                  'so-suffix 'so-mode 'fs-change 'cross)")


@define("version", 0)
def version() -> str:
    """The Racket version minischeme answers as: "8.7"."""
    return "8.7"


@define("system-type", 0, 1)
def system_type(mode: Any = sym("os")) -> Any:
    """(system-type [mode]): what Racket 8.7 CS on Linux x86_64 says of mode."""
    name = mode.name if type(mode) is Symbol else None
    if name in _SYSTEM_TYPES:
        return _SYSTEM_TYPES[name]
    if name == "machine":
        u = os.uname()
        return f"{u.sysname} {u.nodename} {u.release} {u.version} {u.machine}"
    if name == "so-suffix":
        return b".so"
    if name == "fs-change":
        return MVector([sym("supported"), sym("scalable"), False, sym("file-level")])
    raise contract_error("system-type", _SYSTEM_TYPE_CONTRACT, mode)


@define("system-big-endian?", 0)
def system_big_endian_p() -> bool:
    """Does this machine store numbers most significant byte first?"""
    return sys.byteorder == "big"


@define("collect-garbage", 0, 1)
def collect_garbage(mode: Any = sym("major")) -> Any:
    """(collect-garbage ['major 'minor 'incremental]): Python's collector runs (a full
    collection for 'major); 'incremental asks for nothing."""
    if type(mode) is not Symbol or mode.name not in ("major", "minor", "incremental"):
        raise contract_error("collect-garbage", "(or/c 'major 'minor 'incremental)", mode)
    if mode.name != "incremental":
        gc.collect(2 if mode.name == "major" else 0)
    return VOID


@define("current-memory-use", 0, 1)
def current_memory_use(mode: Any = False) -> int:
    """(current-memory-use [#f 'cumulative]): the process's peak resident size in bytes
    (an exact positive integer, as Racket's count of bytes allocated)."""
    if not (mode is False or (type(mode) is Symbol and mode.name == "cumulative")):
        raise contract_error("current-memory-use", "(or/c #f 'cumulative custodian?)", mode)
    return max(1, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)


class WeakBox:
    """A weak box (its value held strongly: see the module's docstring)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def racket_repr(self) -> str:
        return "#<weak-box>"


class Ephemeron:
    """An ephemeron: a key and the value it keeps (both held strongly)."""

    __slots__ = ("key", "value")

    def __init__(self, key: Any, value: Any) -> None:
        self.key, self.value = key, value

    def racket_repr(self) -> str:
        return "#<ephemeron>"


@define("make-weak-box", 1)
def make_weak_box(v: Any) -> WeakBox:
    """A weak box holding v."""
    return WeakBox(v)


@define("weak-box?", 1)
def weak_box_p(v: Any) -> bool:
    """Is v a weak box?"""
    return type(v) is WeakBox


@define("weak-box-value", 1, 2)
def weak_box_value(b: Any, gone: Any = False) -> Any:
    """The value of weak box b (gone if it had been collected: never while reachable)."""
    if type(b) is not WeakBox:
        raise contract_error("weak-box-value", "weak-box?", b)
    return b.value


@define("make-ephemeron", 2)
def make_ephemeron(key: Any, v: Any) -> Ephemeron:
    """An ephemeron keeping v while key is reachable."""
    return Ephemeron(key, v)


@define("ephemeron?", 1)
def ephemeron_p(v: Any) -> bool:
    """Is v an ephemeron?"""
    return type(v) is Ephemeron


@define("ephemeron-value", 1, 3)
def ephemeron_value(e: Any, gone: Any = False, retain: Any = False) -> Any:
    """The value of ephemeron e (gone once its key were collected: never while reachable)."""
    if type(e) is not Ephemeron:
        raise contract_error("ephemeron-value", "ephemeron?", e)
    return e.value


class WillExecutor:
    """A will executor: the values registered with it and their wills (none of which
    becomes ready: a registered value is held, see the module's docstring)."""

    def __init__(self) -> None:
        self.wills: list[tuple[Any, Any]] = []

    def racket_repr(self) -> str:
        return "#<will-executor>"


@define("make-will-executor", 0)
def make_will_executor() -> WillExecutor:
    """A new will executor."""
    return WillExecutor()


@define("will-executor?", 1)
def will_executor_p(v: Any) -> bool:
    """Is v a will executor?"""
    return type(v) is WillExecutor


@define("will-register", 3)
def will_register(executor: Any, v: Any, proc: Any) -> Any:
    """Register proc as v's will with executor (called with v once v is unreachable)."""
    if type(executor) is not WillExecutor:
        raise contract_error("will-register", "will-executor?", executor)
    if not (is_procedure(proc) and procedure_arity_includes(proc, 1)):
        raise contract_error("will-register", "(procedure-arity-includes/c 1)", proc)
    executor.wills.append((v, proc))
    return VOID


@define("will-try-execute", 1, 2)
def will_try_execute(executor: Any, fail: Any = False) -> Any:
    """Run a ready will and give its result; none is ever ready here: ``fail``."""
    if type(executor) is not WillExecutor:
        raise contract_error("will-try-execute", "will-executor?", executor)
    return fail


@define("will-execute", 1)
def will_execute(executor: Any) -> Any:
    """Wait for a will to be ready and run it: none can become ready here, so rather than
    wait for ever it is an error."""
    if type(executor) is not WillExecutor:
        raise contract_error("will-execute", "will-executor?", executor)
    raise racket_error("will-execute: no will can become ready (minischeme keeps every "
                       "registered value), so this would wait for ever")
