"""racket/future: futures run one at a time, when their value is first needed.

Racket runs a future's thunk in parallel, and a thunk that does anything but compute
(print, say) waits until the future is touched. minischeme has one thread of evaluation,
so a future runs at its first `touch`, in the toucher, which gives what Racket gives for
a thunk that only computes (its value) and for one that prints (printed when touched).
The value (or several values) is kept: a second touch answers it again without running
the thunk; a thunk that raised raises at its touch, and a second touch is Racket's
`touch: future previously aborted`. Inside the thunk, `current-future` is the future.

fsemaphores count as Racket's do; `fsemaphore-wait` on a count of 0 first runs the futures
not yet touched, oldest first, until one posts (as running them in parallel would), and
only when none is left is it an error (in Racket the program would wait forever).
`processor-count` is the machine's. `for/async` and `for*/async` (forms/library_forms.py)
run their bodies in order, as touching each iteration's future in order does.
"""
from __future__ import annotations

import os
import threading
from typing import Any

from minischeme.values.data import VOID
from minischeme.values.errors import EXN_FAIL, contract_error, racket_error
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .registry import define, library

library("racket/future")


class Future:
    """A future: its thunk until run, then what it answered."""

    __slots__ = ("thunk", "state", "result")

    def __init__(self, thunk: Any) -> None:
        self.thunk = thunk
        self.state = "waiting"       # waiting, running, done, raised
        self.result: Any = None

    def racket_repr(self) -> str:
        return "#<future>"

    __repr__ = racket_repr


class FSemaphore:
    """A future semaphore: its count."""

    __slots__ = ("count",)

    def __init__(self, count: int) -> None:
        self.count = count

    def racket_repr(self) -> str:
        return "#<fsemaphore>"

    __repr__ = racket_repr


class _Futures(threading.local):
    """The futures of the evaluation running on this thread (each run has its own)."""

    def __init__(self) -> None:
        self.pending: list[Future] = []      # made and not yet run, oldest first
        self.current: Future | None = None   # the one whose thunk is running


_FUTURES = _Futures()


def _run(f: Future) -> Any:
    """Run f's thunk (once), with f as the current future; keep what it answers."""
    if f.state == "waiting":
        if f in _FUTURES.pending:
            _FUTURES.pending.remove(f)
        f.state = "running"
        outer, _FUTURES.current = _FUTURES.current, f
        try:
            f.result = apply_procedure(f.thunk, [])
            f.state = "done"
        except BaseException:
            f.state = "raised"
            raise
        finally:
            _FUTURES.current = outer
    if f.state == "raised":
        raise racket_error("touch: future previously aborted", EXN_FAIL)
    if f.state == "running":      # touched from its own thunk: Racket would wait forever
        raise racket_error("touch: a future cannot touch itself", EXN_FAIL)
    return f.result


def _make(who: str, thunk: Any) -> Future:
    if not is_procedure(thunk) or not procedure_arity_includes(thunk, 0):
        raise contract_error(who, "(procedure-arity-includes/c 0)", thunk)
    f = Future(thunk)
    _FUTURES.pending.append(f)
    return f


@define("future", 1)
def future(thunk: Any) -> Future:
    """A future of the thunk (run when first touched)."""
    return _make("future", thunk)


@define("would-be-future", 1)
def would_be_future(thunk: Any) -> Future:
    """A future of the thunk, as `future` makes it (there is no parallelism to trace)."""
    return _make("would-be-future", thunk)


@define("touch", 1)
def touch(f: Any) -> Any:
    """What the future's thunk answers (running it the first time)."""
    if type(f) is not Future:
        raise contract_error("touch", "future*?", f)
    return _run(f)


@define("future?", 1)
def future_p(v: Any) -> bool:
    """Is v a future?"""
    return type(v) is Future


@define("current-future", 0)
def current_future() -> Any:
    """The future whose thunk is running, or #f."""
    f = _FUTURES.current
    return False if f is None else f


@define("futures-enabled?", 0)
def futures_enabled() -> bool:
    """#t, as in Racket CS."""
    return True


@define("processor-count", 0)
def processor_count() -> int:
    """The number of processors of the machine."""
    return os.cpu_count() or 1


def _fsemaphore(who: str, s: Any) -> FSemaphore:
    if type(s) is not FSemaphore:
        raise contract_error(who, "fsemaphore?", s)
    return s


@define("make-fsemaphore", 1)
def make_fsemaphore(n: Any) -> FSemaphore:
    """A new fsemaphore whose count is n."""
    if type(n) is not int or n < 0:
        raise contract_error("make-fsemaphore", "exact-nonnegative-integer?", n)
    return FSemaphore(n)


@define("fsemaphore?", 1)
def fsemaphore_p(v: Any) -> bool:
    """Is v an fsemaphore?"""
    return type(v) is FSemaphore


@define("fsemaphore-count", 1)
def fsemaphore_count(s: Any) -> int:
    """The fsemaphore's count."""
    return _fsemaphore("fsemaphore-count", s).count


@define("fsemaphore-post", 1)
def fsemaphore_post(s: Any) -> Any:
    """Add one to the count."""
    _fsemaphore("fsemaphore-post", s).count += 1
    return VOID


@define("fsemaphore-try-wait?", 1)
def fsemaphore_try_wait(s: Any) -> bool:
    """Take one from the count if it is positive (#t), else #f."""
    s = _fsemaphore("fsemaphore-try-wait?", s)
    if s.count > 0:
        s.count -= 1
        return True
    return False


@define("fsemaphore-wait", 1)
def fsemaphore_wait(s: Any) -> Any:
    """Take one from the count, once it is positive (running waiting futures till then)."""
    s = _fsemaphore("fsemaphore-wait", s)
    while s.count == 0 and _FUTURES.pending:
        _run(_FUTURES.pending[0])
    if s.count == 0:
        raise racket_error("fsemaphore-wait: the count is 0 and no future is left to post: "
                           "the program would wait forever", EXN_FAIL)
    s.count -= 1
    return VOID
