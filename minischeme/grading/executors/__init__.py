"""Where submissions are graded: one executor behind the batch interface (``batch.grade_all``).

An executor takes the submissions still to grade (each with its index in the class) and calls
``on_done(index, result)`` once per submission, in the calling thread, as each one finishes;
``batch`` does the rest (cache, progress bar, order of the report), whichever executor ran.

    local.py     in child processes on this machine, ``--jobs`` at a time (isolation.Pool),
                 or in this very process (``--in-process``, for debugging)
    cluster.py   on a Dask distributed cluster (``--cluster tcp://HOST:PORT`` or ``local:N``):
                 each worker runs the same isolated child process per submission
    remote.py    what a Dask worker runs: the task, and the configuration as data

Every executor gives the same result for a submission: it changes where a submission is
graded, never its verdict.
"""
from __future__ import annotations

from typing import Callable, Protocol

from ..config import GradeConfig
from ..results import SubmissionResult
from ..submission import Submission
from ..suites import AssignmentSpec, Plan

OnDone = Callable[[int, SubmissionResult], None]


class Executor(Protocol):
    """A place to grade."""

    def run(self, work: list[tuple[int, Submission]], config: GradeConfig,
            spec: AssignmentSpec, plan: Plan, on_done: OnDone) -> None:
        """Grade every ``(index, submission)`` of ``work`` under ``config`` (``spec`` and
        ``plan`` are its assignment and tests, already built here), calling ``on_done`` once
        per index as each finishes. Returns when all are done."""
        ...


def executor_for(cluster: str | None = None, jobs: int | None = None,
                 isolate: bool = True) -> Executor:
    """The executor for the command line's choice: ``--cluster ADDRESS`` (Dask), else
    ``--jobs`` child processes here, else (``isolate=False``) this process."""
    if cluster:
        from .cluster import DaskExecutor
        return DaskExecutor(cluster)
    from .local import InProcess, LocalProcesses
    return LocalProcesses(jobs) if isolate else InProcess()
