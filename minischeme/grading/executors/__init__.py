"""Where submissions are graded: one executor behind the batch interface (``batch.grade_all``).

An executor takes the submissions still to grade (each with its index in the class) and calls
``on_done(index, result)`` once per submission, in the calling thread, as each one finishes;
``batch`` does the rest (cache, progress bar, order of the report), whichever executor ran.

    local.py     in child processes on this machine, ``--jobs`` at a time (isolation.Pool),
                 or in this very process (``--in-process``, for debugging)
    cluster.py   on a Dask distributed cluster (``--cluster tcp://HOST:PORT`` or ``local:N``):
                 each worker runs the same isolated child process per submission
    remote.py    what a Dask worker runs: the task, and the configuration as data
    base.py      the interface every executor implements (``Executor``, ``OnDone``)

Every executor gives the same result for a submission: it changes where a submission is
graded, never its verdict.
"""
from __future__ import annotations

from .base import Executor, OnDone  # noqa: F401  (the interface, re-exported)


def executor_for(cluster: str | None = None, jobs: int | None = None,
                 isolate: bool = True) -> Executor:
    """The executor for the command line's choice: ``--cluster ADDRESS`` (Dask), else
    ``--jobs`` child processes here, else (``isolate=False``) this process."""
    if cluster:
        from .cluster import DaskExecutor
        return DaskExecutor(cluster)
    from .local import InProcess, LocalProcesses
    return LocalProcesses(jobs) if isolate else InProcess()
