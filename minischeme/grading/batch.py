"""Grading many submissions: in parallel on all cores, each in its own process, with
results cached (by content, path and settings: ``cache``) so that a re-run skips what is
finished."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .cache import ResultCache
from .config import GradeConfig
from .engine import grade_in_process, make_plan
from .isolation import Pool
from .progress import Progress
from .results import SubmissionResult
from .submission import Submission
from .suites import assignment


def grade_all(subs: list[Submission], config: GradeConfig, jobs: int | None = None,
              cache_dir: str | Path | None = None, progress: Progress | None = None,
              isolate: bool = True) -> tuple[list[SubmissionResult], list[str]]:
    """Grade every submission; returns the results in the given order and the plan's notes.

    ``jobs``: processes at a time (default: every core). ``cache_dir``: where results are
    kept between runs (None: no cache). ``isolate=False`` grades in this process (tests)."""
    spec = assignment(config.assignment)
    plan = make_plan(config)
    cache = ResultCache(cache_dir, config.fingerprint()) if cache_dir is not None else None
    if cache:
        cache.sweep()        # temporary files of a batch that was killed
    results: dict[int, SubmissionResult] = {}
    todo: list[tuple[int, Submission]] = []
    for i, sub in enumerate(subs):
        hit = cache.get(sub) if cache else None
        if hit is not None:
            results[i] = hit
            if progress:
                progress.advance(sub.name, cached=True)
        else:
            todo.append((i, sub))
    index_of = {id(sub): i for i, sub in todo}

    def finished(result: SubmissionResult, sub: Submission) -> None:
        results[index_of[id(sub)]] = result
        if cache:
            cache.put(sub, result)
        if progress:
            progress.advance(sub.name)

    try:        # each result is cached as it comes: an interrupted batch loses none
        if isolate and todo:
            jobs = jobs or os.cpu_count() or 1
            from .native import plan_for, submission_language
            by_language: dict[str, list[Submission]] = {}
            for _, s in todo:       # an SML or Python file runs its language's plan
                by_language.setdefault(submission_language(s), []).append(s)
            for language, group in by_language.items():
                Pool(config, spec, plan_for(spec.name, plan, language), min(jobs, len(group)),
                     on_done=lambda job: finished(job.result, job.sub)).run(group)
        else:
            for _, sub in todo:
                finished(grade_in_process(sub, config, plan), sub)
    finally:
        if progress:
            progress.close()
    return [results[i] for i in range(len(subs))], plan.notes


def describe_settings(config: GradeConfig) -> dict[str, Any]:
    return {"n": config.n, "seed": config.seed, "step_limit": config.step_limit,
            "depth_limit": config.depth_limit, "time_limit": config.time_limit,
            "memory_mb": config.memory_mb, "output_limit": config.output_limit,
            "tests": list(config.tests_files),
            "documentation_points": config.rubric.documentation}
