"""Running student code under limits: steps (deterministic), recursion depth, a wall
clock, an output cap (the defaults, and why, are in ``config``).

The step and depth limits are the interpreter's ``BUDGET``: every procedure call counts, and
so does the work of list and string primitives, so the same code on the same input is
stopped at the same step on every machine. The clock is only a backstop for what steps do
not count (one huge bignum operation, a loop inside the printer): a watchdog thread makes
the next procedure call fail. That clock is the CPU time of the grading process
(``cpu_clock``), not the wall clock, so a busy machine, which slows every process down,
does not change a verdict; the wall clock only stops a program that takes no CPU at all
(it sleeps, or waits), at ``WALL_FACTOR`` times the limit. What even that cannot stop
(one Python operation that never returns, runaway memory) is the job of the process that
runs the submission (``isolation``, which also caps its memory).

Every limit's message names the limit, its value, and where it was hit: the Racket
procedure running then and where it is written ("in `loop` at student.rkt:5:2").
"""
from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from typing import Callable

from minischeme.running.interpreter import Outcome, depth_exceeded_message, memory_message
from minischeme.values.ports import capture_output
from ..primitives.sandbox import port_settings, restore_port_settings
from ..primitives.pseudo_random import seed_current
from minischeme.values.runtime import BUDGET, traceback_where
from .cpu_time import WALL_FACTOR, cpu_clock

OK = "ok"


@dataclass
class Limited:
    """The outcome of one limited run, what it printed, and how it ended."""

    outcome: Outcome
    output: str
    reason: str          # ok | error | exit | step-limit | timeout | output-limit | recursion | memory
    where: str = ""      # where a limit was hit: "`loop` at student.rkt:5:2" (or "")
    steps: int = 0       # steps taken (at most the limit)
    seconds: float = 0.0  # CPU time taken (cpu_clock)
    steps_hit: bool = False  # the step limit stopped it (even where the error was caught,
                             # as a transcript case catches and reports it)


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

    An asynchronous exception can land anywhere in the evaluating thread, even just after
    it took a lock (which would then never be released): so ``disarm``, which the thread
    runs when a shot may be on its way, takes no lock and catches a late ``WallClock``.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._deadline: float | None = None
        self._wall_deadline = 0.0
        self._target: int | None = None
        self._firing = False                   # between reading _target and shooting
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
        """Stop the calling thread's run once this process has used ``seconds`` more CPU
        time, or ``WALL_FACTOR`` times that on the wall clock."""
        with self._cond:
            self._start()
            self.fired = False
            self._target = threading.get_ident()
            self._deadline = cpu_clock() + seconds
            self._wall_deadline = time.monotonic() + WALL_FACTOR * seconds + 1.0
            self._cond.notify()

    def disarm(self) -> None:
        """End the watch of the calling thread's run; when this returns, no WallClock is on
        its way to it. Without a lock (see the class): the watchdog shoots only while
        ``_target`` is set, so clearing it, then waiting out a shot being fired, then
        dropping one not yet delivered, is enough."""
        while True:
            try:
                self._target = None
                self._deadline = None
                while self._firing:
                    time.sleep(0.001)
                if self.fired:
                    _async_raise(threading.get_ident(), None)
                return
            except WallClock:                           # delivered in here: harmless
                continue

    def _watch(self) -> None:
        with self._cond:
            while True:
                deadline = self._deadline
                if deadline is None:
                    self._cond.wait()
                    continue
                # CPU time advances no faster than the wall clock: waiting what is left of
                # it, then looking again, never waits past the deadline
                remaining = min(deadline - cpu_clock(), self._wall_deadline - time.monotonic())
                if remaining > 0:
                    self._cond.wait(remaining)
                    continue
                self._fire()
                if self._target is not None:       # again in half a second, until it ends
                    self._deadline = cpu_clock() + 0.5
                    self._wall_deadline = time.monotonic() + 0.5
                else:
                    self._deadline = None

    def _fire(self) -> None:
        self._firing = True
        try:
            target = self._target
            if target is not None:
                self.fired = True
                BUDGET.stop_message = "time limit exceeded"
                BUDGET.max_steps = -1              # the next procedure call raises
                _async_raise(target, WallClock)
        finally:
            self._firing = False


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


# The memory cap of this process in MB (``isolation`` sets it), for the messages.
MEMORY_MB: list[int | None] = [None]


def run_limited(thunk: Callable[[], Outcome], steps: int, seconds: float, output_limit: int,
                seed: int | None = None, depth: int | None = None) -> Limited:
    """Run ``thunk`` (an Interpreter call returning an Outcome) under the limits, with its
    output captured: ``steps`` steps (calls and primitive work), ``seconds`` of CPU time,
    ``output_limit`` characters printed, ``depth`` nested calls (None: no limit but the
    stack's). ``seed``: reseed Racket's generator (and Python's global one) first, so a
    submission that uses `random` or `shuffle` gets the same numbers every run."""
    if seed is not None:
        seed_current(seed)
    started = cpu_clock()
    BUDGET.set_limit(steps)
    BUDGET.where = ""
    saved_depth, BUDGET.max_depth = BUDGET.max_depth, depth
    port = None
    outcome: Outcome | None = None
    caught: BaseException | None = None
    settings = port_settings()    # a submission's own settings end with its run
    try:
        try:
            WATCHDOG.arm(seconds)
            with capture_output(errors_too=True) as port:
                port.limit = output_limit
                outcome = thunk()
                # the grader reports the error's text: the frames of a deep recursion's
                # traceback, kept, would hold on to the memory of every test that failed so
                outcome.traceback = None
        except (WallClock, MemoryError, RecursionError) as e:
            caught = e
        finally:
            WATCHDOG.disarm()
            BUDGET.max_steps = BUDGET.limit = BUDGET.marked = None
            BUDGET.max_depth = saved_depth
            BUDGET.stop_message = None
    except WallClock as e:      # the watchdog's next shot, landed in the handler above
        caught = e
        WATCHDOG.disarm()
        BUDGET.max_steps = BUDGET.limit = BUDGET.marked = None
        BUDGET.max_depth = saved_depth
        BUDGET.stop_message = None
    if type(caught) is WallClock:
        BUDGET.where = traceback_where(caught.__traceback__) or BUDGET.where
        outcome = Outcome(error="time limit exceeded")
    elif isinstance(caught, MemoryError):
        outcome = Outcome(error=memory_message(caught.__traceback__))
    elif isinstance(caught, RecursionError):
        outcome = Outcome(error=depth_exceeded_message(caught.__traceback__, depth))
    caught = None
    if outcome is None:
        outcome = Outcome(error="time limit exceeded")
    restore_port_settings(settings)
    fired = WATCHDOG.fired
    WATCHDOG.fired = False
    output = port.getvalue()[:output_limit] if port is not None else ""
    reason = _reason(outcome, fired)
    return Limited(outcome, output, reason, BUDGET.where if reason != OK else "",
                   min(BUDGET.steps, steps), cpu_clock() - started, BUDGET.steps > steps)


class SubmissionBudget:
    """What one submission may spend in all: steps (deterministic) and CPU seconds (a
    backstop, ``cpu_clock``), over its loading, its tests, the judges' calls of its functions
    and its documentation examples. ``spent_steps``/``spent_seconds`` start from what
    earlier grading processes of the same submission spent (``isolation`` restarts one
    after a crash)."""

    def __init__(self, steps: int, seconds: float, spent_steps: int = 0,
                 spent_seconds: float = 0.0) -> None:
        self.steps = steps
        self.seconds = seconds
        self.spent_steps = spent_steps
        self.spent_seconds = spent_seconds

    def steps_left(self) -> int:
        return max(0, self.steps - self.spent_steps)

    def seconds_left(self) -> float:
        return max(0.0, self.seconds - self.spent_seconds)

    def exhausted(self) -> bool:
        return self.steps_left() <= 0 or self.seconds_left() <= 0

    def charge(self, limited: "Limited") -> None:
        self.spent_steps += limited.steps
        self.spent_seconds += limited.seconds

    def describe(self) -> str:
        return f"{self.steps:,} steps or {self.seconds:g} s of CPU time per submission"

    def exhausted_message(self) -> str:
        return f"not run: submission budget exhausted ({self.describe()})"


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
    if err.startswith(("out of memory", "internal error in minischeme: MemoryError")):
        return "memory"
    return "error"


def describe(limited: Limited, steps: int, seconds: float) -> str:
    """A one-line explanation of a run that did not return a value: which limit, its value,
    and where it was hit."""
    r = limited.reason
    where = f", in {limited.where}" if limited.where else ""
    if r == "timeout":
        return (f"time limit exceeded: still running after {seconds:g} s of CPU time{where} "
                "(the CPU-time backstop)")
    if r == "memory":
        cap = f"{MEMORY_MB[0]:,} MB (the memory limit)" if MEMORY_MB[0] else \
            "the memory a submission may use"
        return f"out of memory: the computation needed more than {cap}{where}"
    if r == "step-limit":
        return (f"step limit exceeded: more than {steps:,} steps{where} "
                "(an infinite loop, or far too much work)")
    if r == "exit":
        return (f"the submission called (exit {limited.outcome.exit_code}), which ends the "
                "program")
    return limited.outcome.error or ""
