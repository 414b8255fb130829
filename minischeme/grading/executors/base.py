"""The interface of a place to grade (``Executor``), below the executors that implement it
and the package ``__init__`` that picks one (``executor_for``)."""
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
