"""Grading on a Dask distributed cluster: ``minischeme grade --cluster ADDRESS``.

``ADDRESS`` is a running scheduler (``tcp://HOST:PORT``; started with ``dask scheduler``,
its workers with ``dask worker tcp://HOST:PORT``), or ``local:N`` for a ``LocalCluster`` of
N worker processes on this machine, started for the batch and stopped after it.

Each submission is one task (``remote.grade``) that grades it in an isolated child process
of its worker, exactly as ``--jobs`` does here. The configuration travels once, as data
(``remote.Payload``: a task of its own that every grading task depends on, so the scheduler
can compute it again if the worker holding it is lost). Results come back as they finish
(``as_completed``) and go to ``on_done`` in the calling thread, where the batch caches each
one at once. At most a window of submissions is on the cluster at a time (``_window``): a
new one goes in as each result comes out.

A worker that dies (SIGKILL, a machine lost) costs only time: the scheduler runs its tasks
again on the other workers, and each future completes once, so no submission is missing or
counted twice. A submission whose task killed its worker several times
(``distributed.scheduler.allowed-failures``) is reported as not graded, like a grading process
that died here.
"""
from __future__ import annotations

import itertools
import logging
import re
import signal
import sys
from contextlib import ExitStack, contextmanager
from typing import Any, Iterator

from .. import results as R
from ..config import GradeConfig
from ..engine import Collector, assemble
from ..submission import Submission
from ..suites import AssignmentSpec, Plan
from . import remote
from .base import OnDone

CONNECT_SECONDS = 10
WINDOW = 1000            # submissions on the cluster at a time, at least (``_window``)
# Dask's background work, which on a small machine costs as much as the batch's own
# overhead: a sampling profiler in every worker (every 10 ms), the event-loop tick (20 ms)
# and the system monitor (500 ms) -- some 11 % of a core for a local cluster of two,
# 1 % with these (bench/README.md). Set for a local:N cluster; for workers of your own, the
# same through the environment (README, "Grading a large class").
QUIET = {"distributed.worker.profile.enabled": False,
         "distributed.admin.tick.interval": "1s",
         "distributed.admin.system-monitor.interval": "5s"}


class ClusterError(ValueError):
    """The cluster cannot be used (bad address, no Dask, scheduler unreachable, workers
    without minischeme): the command stops with this message."""


def parse_address(address: str) -> tuple[str, int | str]:
    """``("local", N)`` for ``local:N``, ``("scheduler", ADDRESS)`` for ``PROTOCOL://HOST:PORT``;
    anything else is a ``ClusterError``."""
    m = re.fullmatch(r"local:(\d+)", address.strip())
    if m and int(m.group(1)) > 0:
        return "local", int(m.group(1))
    if re.fullmatch(r"[a-z][a-z0-9+]*://\S+", address.strip()):
        return "scheduler", address.strip()
    raise ClusterError(f"--cluster {address}: expected tcp://HOST:PORT (a running Dask "
                       "scheduler) or local:N (N worker processes on this machine)")


class DaskExecutor:
    """Grades on the Dask cluster at ``address`` (see the module docstring)."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.kind, self.where = parse_address(address)

    def run(self, work: list[tuple[int, Submission]], config: GradeConfig,
            spec: AssignmentSpec, plan: Plan, on_done: OnDone) -> None:
        if not work:
            return
        try:
            import distributed
        except ImportError:
            raise ClusterError("--cluster needs Dask distributed: pip install "
                               "'minischeme[cluster]'") from None
        payload = remote.Payload.of(config)
        stack = ExitStack()
        try:
            client = stack.enter_context(self._connect(distributed))
            self._say_when_waiting(client)
            carried = client.submit(remote.carry, payload, pure=False)
            waiting = iter(work)
            index: dict[str, tuple[int, Submission]] = {}
            arriving = distributed.as_completed(loop=client.loop)

            def submit(count: int) -> None:
                for i, sub in itertools.islice(waiting, count):
                    future = client.submit(remote.grade, sub, carried, pure=False)
                    index[future.key] = (i, sub)
                    arriving.add(future)
            submit(_window(client))
            for future in arriving:
                i, sub = index.pop(future.key)
                submit(1)             # the next one in, before this result is handled
                on_done(i, self._result(future, sub, spec, config, plan, distributed))
                future.release()
        finally:
            with _signals_held():   # Ctrl-C again must not cut closing the cluster short
                stack.close()

    def _connect(self, distributed: Any) -> Any:
        if self.kind == "local":
            return _LocalClient(distributed, int(self.where))
        try:
            return distributed.Client(self.where, timeout=CONNECT_SECONDS,
                                      set_as_default=False)
        except (OSError, TimeoutError) as e:
            raise ClusterError(f"--cluster {self.address}: cannot reach the scheduler "
                               f"({e})") from None

    def _say_when_waiting(self, client: Any) -> None:
        try:
            workers = client.scheduler_info().get("workers", {})
        except Exception:
            return
        if not workers:
            print(f"minischeme grade: the scheduler at {self.address} has no workers yet; "
                  "waiting for some (start them with: dask worker "
                  f"{self.address})", file=sys.stderr)

    def _result(self, future: Any, sub: Submission, spec: AssignmentSpec,
                config: GradeConfig, plan: Plan, distributed: Any) -> R.SubmissionResult:
        try:
            return future.result()
        except distributed.KilledWorker as e:
            # The task killed every worker it ran on: as a grading process that died here.
            return assemble(sub, spec, config, plan, Collector(),
                            [f"grading stopped: the workers grading this submission died "
                             f"({e})"])
        except Exception as e:
            raise ClusterError(f"--cluster {self.address}: a worker could not grade "
                               f"{sub.name}: {type(e).__name__}: {e} (do the workers have "
                               "the same minischeme installed?)") from None


@contextmanager
def _signals_held(*signals: int) -> Iterator[None]:
    """The signals (default: SIGINT and SIGTERM) wait, blocked in this thread, until the
    block ends, then arrive. A thread or process started meanwhile inherits the block."""
    held = set(signals or (signal.SIGINT, signal.SIGTERM))
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    except (AttributeError, OSError, ValueError):
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


@contextmanager
def _sigint_ignored() -> Iterator[None]:
    """SIGINT ignored while the block runs (in the main thread; elsewhere nothing changes)."""
    try:
        old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old if old is not None else signal.SIG_DFL)


def _window(client: Any) -> int:
    """How many submissions are on the cluster at a time: enough to keep every worker
    thread busy (four each), at least ``WINDOW``; the rest wait here, so that neither the
    scheduler nor one message holds a whole class of 100,000 texts."""
    try:
        threads = sum(client.nthreads().values())
    except Exception:
        threads = 0
    return max(WINDOW, 4 * threads)


class _LocalClient:
    """A ``LocalCluster`` of ``n`` single-threaded worker processes on 127.0.0.1 and its
    client, for the length of a ``with`` block (no dashboard, Dask's logs quiet, no memory
    management by Dask: the grading processes have their own limits). The workers never see
    SIGINT: a Ctrl-C reaches the whole process group, and stopping the batch is this
    process's business (it stops the cluster), as with ``--jobs``. So SIGINT is ignored
    while the cluster starts: the worker processes started then inherit that, and so do
    their grading children (a Ctrl-C in those seconds is lost: press it again). Dask's own
    log messages are left out (a worker stopped with the batch is no news), and its
    background work kept small (``QUIET``)."""

    def __init__(self, distributed: Any, n: int) -> None:
        self.distributed = distributed
        self.n = n
        self.stack = ExitStack()

    def __enter__(self) -> Any:
        d = self.distributed
        try:
            import dask
            with _sigint_ignored(), dask.config.set(QUIET):   # see the class docstring
                cluster = self.stack.enter_context(d.LocalCluster(
                    n_workers=self.n, threads_per_worker=1, processes=True,
                    host="127.0.0.1", dashboard_address=None, silence_logs=logging.CRITICAL,
                    memory_limit=0,
                    # its HTTP server (health checks) on any free port, not on 8787
                    scheduler_kwargs={"dashboard_address": "127.0.0.1:0"}))
            return self.stack.enter_context(d.Client(cluster, set_as_default=False))
        except BaseException:            # interrupted while starting: stop what started
            with _signals_held():
                self.stack.close()
            raise

    def __exit__(self, *exc: Any) -> None:
        self.stack.__exit__(*exc)
