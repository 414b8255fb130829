"""Grading on this machine: a child process per submission, ``jobs`` at a time (the default),
or in this process (no isolation: for debugging and quick tests)."""
from __future__ import annotations

import os

from ..config import GradeConfig
from ..engine import grade_in_process
from ..isolation import Pool
from ..submission import Submission
from ..suites import AssignmentSpec, Plan
from .base import OnDone


class LocalProcesses:
    """``isolation.Pool``: each submission in its own child process, ``jobs`` at a time
    (default: every core)."""

    def __init__(self, jobs: int | None = None) -> None:
        self.jobs = jobs or os.cpu_count() or 1

    def run(self, work: list[tuple[int, Submission]], config: GradeConfig,
            spec: AssignmentSpec, plan: Plan, on_done: OnDone) -> None:
        from ..native import plan_for, submission_language
        index_of = {id(sub): i for i, sub in work}
        by_language: dict[str, list[Submission]] = {}
        for _, sub in work:         # an SML or Python file runs its language's plan
            by_language.setdefault(submission_language(sub), []).append(sub)
        for language, group in by_language.items():
            Pool(config, spec, plan_for(spec.name, plan, language), min(self.jobs, len(group)),
                 on_done=lambda job: on_done(index_of[id(job.sub)], job.result)).run(group)


class InProcess:
    """Every submission in this process, one after the other (no memory backstop, and a
    crash of the grader ends the batch): ``--in-process``."""

    def run(self, work: list[tuple[int, Submission]], config: GradeConfig,
            spec: AssignmentSpec, plan: Plan, on_done: OnDone) -> None:
        for i, sub in work:
            on_done(i, grade_in_process(sub, config, plan))
