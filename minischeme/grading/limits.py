"""Running student code under limits: steps (deterministic), a wall clock, an output cap.

The step limit is the interpreter's ``BUDGET``: every procedure call counts, so the same
code on the same input is stopped at the same call on every machine. The wall clock is only
a backstop for what steps do not count (a long primitive, a loop inside the printer): a
watchdog thread makes the next procedure call fail. What even that cannot stop (one Python
operation that never returns, runaway memory) is the job of the process that runs the
submission (``isolation``).
"""
from __future__ import annotations

import os
import random
import threading
import time
from dataclasses import dataclass
from typing import Callable

from ..interpreter import Outcome
from ..ports import capture_output
from ..runtime import BUDGET

OK = "ok"


@dataclass
class Limited:
    """The outcome of one limited run, what it printed, and how it ended."""

    outcome: Outcome
    output: str
    reason: str          # ok | error | exit | step-limit | timeout | output-limit | recursion | memory


class WallClock(BaseException):
    """Raised in the evaluation thread by the watchdog when a run's time is up. A
    BaseException, so that no ``except Exception`` in a primitive swallows it."""


class Watchdog:
    """A thread that, when armed and the deadline passes, stops the evaluating thread.

    It makes the next procedure call exceed the step budget, and raises ``WallClock`` in the
    thread asynchronously (``PyThreadState_SetAsyncExc``), which also stops a long loop
    inside a primitive (``(build-list 200000000 values)`` makes one procedure call). It
    repeats every half second until the run ends. Only one Python operation that never
    returns (a gigantic bignum) escapes it: the process running the submission is the last
    backstop (``isolation``).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._deadline: float | None = None
        self._target: int | None = None
        self.fired = False
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the thread now (before the evaluation thread exists: threads started
        from it would get its 1 GiB stack size while it is being set)."""
        with self._cond:
            self._start()

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._watch, name="minischeme-watchdog",
                                            daemon=True)
            self._thread.start()

    def arm(self, seconds: float) -> None:
        with self._cond:
            self._start()
            self.fired = False
            self._target = threading.get_ident()
            self._deadline = time.monotonic() + seconds
            self._cond.notify()

    def disarm(self) -> None:
        with self._cond:
            self._deadline = None
            if self.fired and self._target is not None:
                _async_raise(self._target, None)      # drop a WallClock not yet delivered
            self._target = None
            self._cond.notify()

    def _watch(self) -> None:
        with self._cond:
            while True:
                if self._deadline is None:
                    self._cond.wait()
                    continue
                remaining = self._deadline - time.monotonic()
                if remaining > 0:
                    self._cond.wait(remaining)
                    continue
                self.fired = True
                BUDGET.max_steps = -1                  # the next procedure call raises
                if self._target is not None:
                    _async_raise(self._target, WallClock)
                self._deadline = time.monotonic() + 0.5


def _async_raise(thread_id: int, exc: type | None) -> None:
    try:
        import ctypes
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                                   ctypes.py_object(exc) if exc else None)
    except Exception:
        pass


WATCHDOG = Watchdog()


def _after_fork() -> None:
    """A forked child has no watchdog thread, and may have copied its lock held."""
    WATCHDOG.__init__()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def run_limited(thunk: Callable[[], Outcome], steps: int, seconds: float, output_limit: int,
                seed: int | None = None) -> Limited:
    """Run ``thunk`` (an Interpreter call returning an Outcome) under the limits, with its
    output captured. ``seed``: reseed Python's global generator first, so a submission that
    uses `random` or `shuffle` gets the same numbers every run."""
    if seed is not None:
        random.seed(seed)
    BUDGET.steps = 0
    BUDGET.max_steps = steps
    port = None
    try:
        try:
            WATCHDOG.arm(seconds)
            with capture_output(errors_too=True) as port:
                port.limit = output_limit
                outcome = thunk()
        finally:
            WATCHDOG.disarm()
            BUDGET.max_steps = None
    except WallClock:
        outcome = Outcome(error="time limit exceeded")
    except MemoryError:
        outcome = Outcome(error="out of memory")
    except RecursionError:
        outcome = Outcome(error="recursion depth limit exceeded")
    fired = WATCHDOG.fired
    WATCHDOG.fired = False
    output = port.getvalue()[:output_limit] if port is not None else ""
    return Limited(outcome, output, _reason(outcome, fired))


def _reason(outcome: Outcome, fired: bool) -> str:
    if fired:
        return "timeout"
    if outcome.exit_code is not None:
        return "exit"
    err = outcome.error
    if err is None:
        return OK
    if err.startswith("step limit exceeded"):
        return "step-limit"
    if err.startswith("output limit exceeded"):
        return "output-limit"
    if err.startswith("recursion depth limit exceeded"):
        return "recursion"
    if err == "out of memory" or err.startswith("internal error in minischeme: MemoryError"):
        return "memory"
    return "error"


def describe(limited: Limited, steps: int, seconds: float) -> str:
    """A one-line explanation of a run that did not return a value."""
    r = limited.reason
    if r == "timeout":
        return f"time limit exceeded: still running after {seconds:g} s (wall-clock backstop)"
    if r == "memory":
        return "out of memory: the computation needed more memory than a submission may use"
    if r == "step-limit":
        return (f"step limit exceeded: more than {steps:,} procedure calls "
                "(an infinite loop, or far too much work)")
    if r == "exit":
        return (f"the submission called (exit {limited.outcome.exit_code}), which ends the "
                "program")
    return limited.outcome.error or ""
