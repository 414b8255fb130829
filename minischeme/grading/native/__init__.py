"""Native submissions: files in another language than Scheme (``.sml``, ``.py``), graded by
their own compiler or interpreter inside a sandbox (``sandbox``), with the assignment's
tests and judges (``runner``).

Which languages an assignment grades, and how, is the assignment's knowledge: its
``Assignment.runners`` names, per language, a module whose ``ADAPTER`` is a
``runner.NativeAdapter``. Here the grader only asks.
"""
from __future__ import annotations

from dataclasses import asdict
from typing import Any

from ...assignments import assignment_named, language_of
from .. import results as R

_PLANS: dict[tuple[int, str, str], Any] = {}


def adapter_for(assignment: str, language: str) -> Any:
    """The assignment's adapter for ``language``, or None."""
    found = assignment_named(assignment)
    module = found.runner_module(language) if found is not None else None
    return getattr(module, "ADAPTER", None) if module is not None else None


def submission_language(sub: Any) -> str:
    return language_of(getattr(sub, "path", "") or sub.name)


def plan_for(assignment: str, plan: Any, language: str) -> Any:
    """The plan as a submission in ``language`` runs it (the same object for Scheme):
    tests it cannot run left out, tests of its own (Python's ``__str__``) added."""
    if getattr(plan, "language", None) == language:
        return plan
    own = [t for t in plan.tests if t.extra.get("language", language) == language]
    if language == "scheme" and len(own) == len(plan.tests):
        return plan
    key = (id(plan), assignment, language)
    if key not in _PLANS:
        from ..suites.common import Plan
        adapter = adapter_for(assignment, language) if language != "scheme" else None
        # the plan's notes are the Scheme suite's (transcript examples left out): none
        # is about a native submission, whose adapter adds its own
        adapted = Plan(own, [])
        if adapter is not None:
            adapted = adapter.adapt_plan(adapted)
        adapted.language = language
        _PLANS[key] = (plan, adapted)       # the original kept alive: its id stays unique
    return _PLANS[key][1]


def measurement(config: Any, path: str, language: str) -> dict[str, Any]:
    """What a result measured (``SubmissionResult.measured``): the configuration's, and for
    a native file only the limits that apply to it (time, memory, output, and the
    submission's time; steps and depth count Scheme procedure calls), and its language."""
    measured = config.measurement(path)
    if language == "scheme":
        return measured
    limits = measured.get("limits", {})
    measured["language"] = language
    measured["limits"] = {"seconds": max(limits.get("native_seconds", 0.0), 1.0),  # run_native's
                          "memory_mb": limits.get("memory_mb"), "output": limits.get("output")}
    measured["budget"] = {"seconds": measured.get("budget", {}).get("seconds")}
    return measured


def staff_tests(assignment: str, path: str) -> list | None:
    """The tests of a staff file in a native language (``--tests tests.sml``), each marked
    with its language (only submissions in that language run them); None for a transcript."""
    language = language_of(path)
    if language == "scheme":
        return None
    adapter = adapter_for(assignment, language)
    if adapter is None or not hasattr(adapter, "staff_tests"):
        raise ValueError(f"{assignment} has no {language} test files")
    tests = adapter.staff_tests(path)
    for t in tests:
        t.extra["language"] = language
    return tests


def grade_native(sub: Any, config: Any, spec: Any, plan: Any, emit: Any, start: int,
                 given_up: frozenset) -> bool:
    """Grade ``sub`` if it is a native file (True); False for a Scheme file."""
    language = submission_language(sub)
    if language == "scheme":
        return False
    adapter = adapter_for(spec.name, language)
    if adapter is None:
        found = assignment_named(spec.name)
        graded = ", ".join(found.languages) if found is not None else "scheme"
        emit("load", asdict(R.LoadInfo(
            ok=False, language=language,
            error=f"{spec.name} does not grade {language} files (it grades: {graded})")))
        emit("done")
        return True
    from .runner import run_native
    run_native(adapter, sub, config, plan_for(spec.name, plan, language), emit, start,
               given_up)
    return True
