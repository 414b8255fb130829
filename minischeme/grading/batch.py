"""Grading many submissions on an executor (``executors/``: a process per submission on
every core here by default, or a Dask cluster), with results cached (by content, path and
settings: ``cache``) as they arrive, so that a re-run skips what is finished, whichever
executor graded it."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from .cache import ResultCache
from .config import GradeConfig
from .engine import make_plan
from .executors import Executor, executor_for
from .progress import Progress
from .results import SubmissionResult
from .submission import Submission
from .suites import assignment


def grade_all(subs: list[Submission], config: GradeConfig, jobs: int | None = None,
              cache_dir: str | Path | None = None, progress: Progress | None = None,
              isolate: bool = True, executor: Executor | None = None,
              on_result: Callable[[SubmissionResult], None] | None = None,
              ) -> tuple[list[SubmissionResult], list[str]]:
    """Grade every submission; returns the results in the given order and the plan's notes.

    ``jobs``: processes at a time (default: every core). ``cache_dir``: where results are
    kept between runs (None: no cache). ``isolate=False`` grades in this process (tests).
    ``executor``: where to grade (default: ``jobs`` processes here; see ``executors``).
    ``on_result``: called with each result as it comes, from the cache or graded
    (``--format jsonl`` streams them)."""
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
            if on_result:
                on_result(hit)
            if progress:
                progress.advance(sub.name, cached=True)
        else:
            todo.append((i, sub))

    def finished(i: int, result: SubmissionResult) -> None:
        if i in results:          # an executor that ran it twice: the first one counts
            return
        results[i] = result
        if cache:
            cache.put(subs[i], result)
        if on_result:
            on_result(result)
        if progress:
            progress.advance(subs[i].name)

    if executor is None:
        executor = executor_for(jobs=jobs, isolate=isolate)
    try:        # each result is cached as it comes: an interrupted batch loses none
        if todo:
            executor.run(todo, config, spec, plan, finished)
    finally:
        if progress:
            progress.close()
    return [results[i] for i in range(len(subs))], plan.notes


def describe_settings(config: GradeConfig) -> dict[str, Any]:
    return {"n": config.n, "seed": config.seed, "step_limit": config.step_limit,
            "depth_limit": config.depth_limit, "time_limit": config.time_limit,
            "native_time_limit": config.native_time_limit,
            "memory_mb": config.memory_mb, "output_limit": config.output_limit,
            "load_step_limit": config.load_step_limit,
            "submission_steps": config.submission_steps,
            "submission_seconds": config.submission_seconds,
            "tests": list(config.tests_files),
            "documentation_points": config.rubric.documentation}
