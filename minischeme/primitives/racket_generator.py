"""racket/generator: a generator runs its body until `(yield v ...)`, which hands the values
to its caller; the next call resumes the body there (the call's arguments are what `yield`
returns). When the body returns, its values are the call's, and every later call's.

minischeme's continuations only escape, so a generator's body runs on a thread of its own,
and the caller and the body take turns (one runs while the other waits): `yield` and a
call pass values, and an error in the body is raised in the caller. The body sees the
caller's exception handlers. A generator that is dropped before its body ends has its
thread stopped when the generator is collected. The forms `generator`, `in-generator` and
`infinite-generator` are in forms/generators.py; `sequence->generator` and
`sequence->repeated-generator` are here, their bodies Python's."""
from __future__ import annotations

import threading
import weakref
from typing import Any, Iterator

from minischeme.values.threads import start_thread
from minischeme.values.data import VOID, MultipleValues, sym
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure
from . import control
from .sequences import for_iter, in_cycle
from .registry import define, library

library("racket/generator")

STACK = 256 * 1024 * 1024      # the body's thread: room for deep recursion (reserved, not used)
STACK_SIZES = (STACK, 32 * 1024 * 1024, 0)   # tried in turn (0: the platform's default)
_current = threading.local()   # on a body's thread: its channel


class _Dropped(BaseException):
    """Unwinds the body of a generator that was collected before its body ended."""


class _Channel:
    """What a generator's caller and its body's thread share."""

    def __init__(self, body: Any) -> None:
        self.body = body
        self.state = "fresh"
        self.turn_body = threading.Semaphore(0)     # the body may run
        self.turn_caller = threading.Semaphore(0)   # the caller may run
        self.message: Any = None                    # ('yield' | 'done' | 'raise', payload)
        self.given: tuple = ()                      # the arguments of the latest call
        self.handlers: list = []                    # the caller's exception handlers
        self.result: Any = VOID
        self.dropped = False

    def drop(self) -> None:
        """The generator was collected: let a suspended body's thread end."""
        if self.state == "suspended":
            self.dropped = True
            self.turn_body.release()

    def run_body(self) -> None:
        _current.channel = self
        control._handler_state.stack = self.handlers
        try:
            value = apply_procedure(self.body, list(self.given))
            self.message = ("done", value)
        except _Dropped:
            return
        except BaseException as e:   # the caller raises it
            self.message = ("raise", e)
        self.turn_caller.release()

    def call(self, args: tuple) -> Any:
        if self.state == "done":
            return self.result
        if self.state == "running":
            raise racket_error("generator: cannot resume a running generator")
        self.given, self.handlers = args, control._handlers()
        if self.state == "fresh":
            _start_thread(self.run_body)
        else:
            self.turn_body.release()
        self.state = "running"
        self.turn_caller.acquire()
        kind, payload = self.message
        self.message = None
        if kind == "yield":
            self.state = "suspended"
            return payload
        self.state, self.body = "done", None
        if kind == "raise":
            raise payload
        self.result = payload
        return payload

    def yield_(self, values: tuple) -> Any:
        """On the body's thread: hand ``values`` to the caller, wait for the next call."""
        self.message = ("yield", _values(values))
        self.turn_caller.release()
        self.turn_body.acquire()
        if self.dropped:
            raise _Dropped()
        control._handler_state.stack = self.handlers
        return _values(self.given)


def _start_thread(run: Any) -> None:
    """Start a body's thread (values/threads.py: the largest stack the memory limit allows;
    beside other suspended generators the full reservation may not fit)."""
    if start_thread(run, "minischeme-generator", STACK_SIZES) is None:
        raise racket_error("generator: out of memory: no room for another generator's body")


def _values(vs: tuple) -> Any:
    if len(vs) == 1:
        return vs[0]
    return MultipleValues(list(vs)) if vs else MultipleValues([])


_GENERATORS: "weakref.WeakKeyDictionary[Primitive, _Channel]" = weakref.WeakKeyDictionary()


@define("%make-generator", 1)
def make_generator(body: Any) -> Primitive:
    """A generator running ``body`` (a procedure of the generator's formals)."""
    channel = _Channel(body)
    gen = Primitive("generator", lambda *args: channel.call(args), 0, None)
    _GENERATORS[gen] = channel
    weakref.finalize(gen, channel.drop)
    return gen


@define("yield", 0, None)
def yield_(*values: Any) -> Any:
    channel = getattr(_current, "channel", None)
    if channel is None:
        raise racket_error("yield: must be called in the context of a generator")
    return channel.yield_(values)


@define("generator?", 1)
def generator_p(v: Any) -> bool:
    return type(v) is Primitive and v in _GENERATORS


@define("generator-state", 1)
def generator_state(g: Any) -> Any:
    if not generator_p(g):
        raise contract_error("generator-state", "generator?", g)
    return sym(_GENERATORS[g].state)


class _GeneratorSequence:
    """What `in-generator` gives: the values the body yields, until it returns."""

    def __init__(self, body: Any) -> None:
        self.body = body

    def racket_sequence(self) -> Iterator:
        gen = make_generator(self.body)
        channel = _GENERATORS[gen]
        while True:
            v = channel.call(())
            if channel.state == "done":
                return
            yield v

    def racket_repr(self) -> str:
        return "#<sequence>"


@define("%in-generator", 1)
def in_generator(body: Any) -> _GeneratorSequence:
    return _GeneratorSequence(body)


@define("sequence->generator", 1)
def sequence_to_generator(seq: Any) -> Primitive:
    """A generator yielding the elements of ``seq``, one a call, then `(void)` from then on:
    racket/generator's `(generator () (for ([i seq]) (yield i)))`, so a value that is no
    sequence (or a sequence of two values) is the `for`'s error at the first call."""
    def body() -> Any:
        for v in for_iter("i", seq):
            yield_(v)
        return VOID
    return make_generator(Primitive("generator", body, 0, 0))


@define("sequence->repeated-generator", 1)
def sequence_to_repeated_generator(seq: Any) -> Primitive:
    """A generator yielding the elements of ``seq`` again and again: Racket's
    `(sequence->generator (in-cycle seq))`, so `in-cycle` checks ``seq`` now."""
    return sequence_to_generator(in_cycle(seq))
