"""Racket's threads, channels, mailboxes and semaphores, run deterministically.

Each Racket thread runs on a Python thread of its own (minischeme's continuations only
escape, as for racket/generator), but exactly one runs at a time: control passes only
where a thread blocks (channel-put with no taker, channel-get with no giver, thread-wait
on a live thread, thread-receive on an empty mailbox, sync on one of these) or ends
(base_semaphores.py's semaphores do not switch threads yet).
A new thread waits in the run queue until the running one gives way. So the budget's
step count (one counter, one runner) and the order of output are those of one run of
Racket's scheduler, without its time slices. When the main thread ends the program ends,
as in Racket (the other threads are left blocked on their daemon Python threads). The
threads belong to the run (a program, a REPL session): a new run has a scheduler of its
own, so no thread of one program runs in the next one a grader's process runs.

All threads blocked with the main thread among them: Racket waits forever; here the main
thread raises "sync: deadlock: all threads are blocked" (not Racket's: a run that would
hang ends with an error instead)."""
from __future__ import annotations

import threading
from collections import deque
from typing import Any

from minischeme.values.data import VOID
from minischeme.values.errors import Raise, contract_error, error_message, racket_error
from minischeme.values.runtime import BUDGET, apply_procedure, is_procedure
from minischeme.values.threads import on_new_run, start_thread
from . import control
from .registry import define

STACK_SIZES = (256 * 1024 * 1024, 32 * 1024 * 1024, 0)
_me = threading.local()      # on each Python thread running a Racket thread: its RThread


class _Killed(BaseException):
    """Unwinds a thread that kill-thread ended."""


class _Scheduler:
    """One program's threads: the run queue (the running thread is not in it)."""

    def __init__(self) -> None:
        self.ready: deque = deque()
        self.main: RThread | None = None


class RThread:
    """A Racket thread: its turn to run, its state, who waits for it, its mailbox."""

    def __init__(self, sched: _Scheduler, thunk: Any) -> None:
        self.sched, self.thunk = sched, thunk
        self.turn = threading.Semaphore(0)
        self.state = "ready"          # ready, running, blocked, done
        self.waiters: list = []
        self.mailbox: deque = deque()
        self.received: Any = None
        self.fatal: BaseException | None = None   # raised when this thread runs again
        self.killed = False
        # the values of the parameterized parameters while this thread does not run
        self.params = {p: p.value for p in control.PARAMETERIZED}

    def __repr__(self) -> str:
        """Racket's `#<thread:NAME>`, NAME the thunk's (a lambda's: its source location)."""
        if self.thunk is None:
            return "#<thread:main>"
        from minischeme.values.printer import print_string
        shown = print_string(self.thunk)
        if shown.startswith("#<procedure:"):
            return "#<thread:" + shown[len("#<procedure:"):]
        return "#<thread>"

    racket_repr = __repr__


def _new_scheduler() -> _Scheduler:
    """The threads of a run that has only its main thread, running."""
    sched = _Scheduler()
    sched.main = RThread(sched, None)
    sched.main.state = "running"
    return sched


_RUN = [_new_scheduler()]     # this run's threads


def _forget_threads() -> None:
    """A new run: its own scheduler. The last run's threads never run again (their Python
    threads stay blocked, as when a main thread ends)."""
    _RUN[0] = _new_scheduler()


on_new_run(_forget_threads)


def _current() -> RThread:
    """The Racket thread running: a thread's own, or the run's main thread on any other
    Python thread (a REPL evaluates each form on a fresh one)."""
    t = getattr(_me, "thread", None)
    sched = _RUN[0]
    return t if t is not None and t.sched is sched else sched.main


def _resume(me: RThread) -> None:
    me.turn.acquire()
    me.state = "running"
    for p, v in me.params.items():
        p.value = v
    if me.killed:
        raise _Killed()
    if me.fatal is not None:
        e, me.fatal = me.fatal, None
        raise e


def _give_way(me: RThread) -> None:
    """``me`` has blocked (or ended): run the next ready thread, and wait for a turn."""
    sched = me.sched
    me.params = {p: p.value for p in control.PARAMETERIZED}
    if sched.ready:
        nxt = sched.ready.popleft()
        nxt.turn.release()
    elif me is sched.main:
        me.state = "running"
        raise racket_error("sync: deadlock: all threads are blocked")
    elif sched.main is not None and sched.main.state == "blocked":
        sched.main.fatal = racket_error("sync: deadlock: all threads are blocked")
        sched.main.turn.release()
    if me.state != "done":
        _resume(me)


def _block(me: RThread) -> None:
    me.state = "blocked"
    _give_way(me)


def _wake(t: RThread) -> None:
    if t.state == "blocked" and not t.killed:
        t.state = "ready"
        t.sched.ready.append(t)


def _run(t: RThread) -> None:
    _me.thread = t
    control._handler_state.stack = []
    try:
        _resume(t)
        apply_procedure(t.thunk, [])
    except _Killed:
        pass
    except BaseException as e:
        if type(e) is Raise and not _stops_program(e):
            # Racket shows the error and ends only this thread
            control.current_error().write(error_message(e.value) + "\n")
        else:                     # a budget, an exit: the whole program's, raised in main
            _to_main(t, e)
    t.state = "done"
    for w in t.waiters:
        _wake(w)
    t.waiters = []
    _give_way(t)


def _stops_program(e: Raise) -> bool:
    """Is e the step limit's (or a stop's) error, which ends the program, not a thread?"""
    return (BUDGET.max_steps is not None
            and (BUDGET.max_steps < 0 or error_message(e.value).startswith("step limit exceeded")))


def _to_main(t: RThread, e: BaseException) -> None:
    """Raise e in the main thread, which runs next."""
    main = t.sched.main
    if main is not None:
        main.fatal = e
        if main in t.sched.ready:
            t.sched.ready.remove(main)
        t.sched.ready.appendleft(main)
        main.state = "ready"


@define("thread", 1)
def thread(thunk: Any) -> RThread:
    """A new thread running thunk; it runs once the running threads give way."""
    if not is_procedure(thunk):
        raise contract_error("thread", "(-> any)", thunk)
    me = _current()
    t = RThread(me.sched, thunk)
    me.sched.ready.append(t)
    if start_thread(lambda: _run(t), "minischeme-thread", STACK_SIZES) is None:
        me.sched.ready.remove(t)
        raise racket_error("thread: out of memory")
    return t


@define("thread?", 1)
def thread_p(v: Any) -> bool:
    return type(v) is RThread


@define("current-thread", 0)
def current_thread() -> RThread:
    return _current()


def _check_thread(who: str, t: Any) -> RThread:
    if type(t) is not RThread:
        raise contract_error(who, "thread?", t)
    return t


@define("thread-wait", 1)
def thread_wait(t: Any) -> Any:
    """Wait until thread t has ended."""
    t = _check_thread("thread-wait", t)
    me = _current()
    if t.state != "done" and t is not me:
        t.waiters.append(me)
        _block(me)
    return VOID


@define("thread-running?", 1)
def thread_running_p(t: Any) -> bool:
    return _check_thread("thread-running?", t).state in ("ready", "running")


@define("thread-dead?", 1)
def thread_dead_p(t: Any) -> bool:
    return _check_thread("thread-dead?", t).state == "done"


@define("kill-thread", 1)
def kill_thread(t: Any) -> Any:
    """End thread t (at once if it is the running one)."""
    t = _check_thread("kill-thread", t)
    if t.state == "done":
        return VOID
    if t is _current():
        raise _Killed()
    t.killed = True
    if t in t.sched.ready:
        t.sched.ready.remove(t)
    t.state = "done"
    for w in t.waiters:
        _wake(w)
    t.waiters = []
    return VOID


@define("thread-send", 2, 3)
def thread_send(t: Any, v: Any, fail: Any = None) -> Any:
    t = _check_thread("thread-send", t)
    if t.state == "done":
        if fail is None:
            raise racket_error("thread-send: target thread is not running")
        return apply_procedure(fail, []) if is_procedure(fail) else fail
    t.mailbox.append(v)
    if t.state == "blocked" and t.received is _RECEIVING:
        _wake(t)
    return VOID


_RECEIVING = object()


@define("thread-receive", 0)
def thread_receive() -> Any:
    me = _current()
    while not me.mailbox:
        me.received = _RECEIVING
        _block(me)
        me.received = None
    return me.mailbox.popleft()


@define("thread-try-receive", 0)
def thread_try_receive() -> Any:
    me = _current()
    return me.mailbox.popleft() if me.mailbox else False


# ------------------------------------------------------------------ channels

class Channel:
    """A rendezvous channel: a put waits for a get and a get for a put."""

    def __init__(self) -> None:
        self.getters: deque = deque()
        self.putters: deque = deque()

    def __repr__(self) -> str:
        return "#<channel>"

    racket_repr = __repr__


@define("make-channel", 0)
def make_channel() -> Channel:
    return Channel()


@define("channel?", 1)
def channel_p(v: Any) -> bool:
    return type(v) is Channel


def _channel_get(ch: Channel) -> Any:
    me = _current()
    while ch.putters:
        p, v = ch.putters.popleft()
        if p.killed:
            continue
        p.received = None
        _wake(p)
        return v
    ch.getters.append(me)
    _block(me)
    v, me.received = me.received, None
    return v


@define("channel-get", 1)
def channel_get(ch: Any) -> Any:
    """The next value put on ch (waiting for a put)."""
    if type(ch) is not Channel:
        raise contract_error("channel-get", "channel?", ch)
    return _channel_get(ch)


@define("channel-put", 2)
def channel_put(ch: Any, v: Any) -> Any:
    """Give v to a channel-get of ch (waiting for one)."""
    if type(ch) is not Channel:
        raise contract_error("channel-put", "channel?", ch, 0, [ch, v])
    me = _current()
    while ch.getters:
        g = ch.getters.popleft()
        if g.killed:
            continue
        g.received = v
        _wake(g)
        return VOID
    ch.putters.append((me, v))
    _block(me)
    return VOID


class Queue:
    """An event that holds what is put in it until a sync takes it (a log receiver's
    messages): a put never waits; a sync waits while it is empty."""

    def __init__(self) -> None:
        self.items: deque = deque()
        self.getters: deque = deque()

    def put(self, v: Any) -> None:
        """Hold v, and wake the first thread waiting in a sync on this queue."""
        self.items.append(v)
        while self.getters:
            g = self.getters.popleft()
            if not g.killed:
                _wake(g)
                break

    def get(self) -> Any:
        """The oldest value held, waiting for a put while there is none."""
        me = _current()
        while not self.items:
            self.getters.append(me)
            _block(me)
        return self.items.popleft()


@define("sync", 1)
def sync(evt: Any) -> Any:
    """sync on one channel (its value), thread (itself, once ended) or queue (its next
    value: a log receiver's message)."""
    if type(evt) is Channel:
        return _channel_get(evt)
    if type(evt) is RThread:
        thread_wait(evt)
        return evt
    if isinstance(evt, Queue):
        return evt.get()
    raise contract_error("sync", "evt?", evt)
