"""The assignments' test suites: what each tests, with which weights, and the plan
(the ordered list of tests) built from generated tests, transcripts and staff files.

Which assignments exist is the registry's answer (``minischeme.assignments``); each names
its suite module, turned here into an ``AssignmentSpec``."""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Callable

from ...assignments import assignment_named
from .common import Plan, TestCase  # noqa: F401  (Plan: re-exported)
from .transcripts import TranscriptsUnavailable, assignment_transcripts, example_tests, staff_tests


@dataclass
class AssignmentSpec:
    name: str
    language: str                    # for files without #lang
    functions: list[str]             # graded functions, in the text's order (weight buckets)
    required: list[str]              # names a submission must define
    weights: dict[str, float]
    docs: bool                       # the documentation check applies
    generate: Callable[[int, int], list[TestCase]]
    module: ModuleType


def _spec(m: ModuleType) -> AssignmentSpec:
    return AssignmentSpec(m.NAME, m.LANGUAGE, list(m.FUNCTIONS),
                          list(getattr(m, "REQUIRED", m.FUNCTIONS)), dict(m.WEIGHTS), m.DOCS,
                          m.generate, m)


def assignment(name: str) -> AssignmentSpec:
    """The grading suite of the registry's assignment ``name``."""
    found = assignment_named(name)
    if found is None:
        from ...assignments import names
        raise ValueError(f"unknown assignment {name!r} (known: {', '.join(names())})")
    return _spec(found.suite_module())


def build_plan(spec: AssignmentSpec, n: int, seed: int, tests_files: list[str],
               transcripts: bool = True) -> Plan:
    """Transcript examples first (the text's own), then staff tests, then generated ones.

    Raises ``ValueError`` when a staff test file cannot be used."""
    tests: list[TestCase] = []
    notes: list[str] = []
    if transcripts:
        try:
            for path in assignment_transcripts(spec.name):
                more, why = example_tests(path, spec)
                tests += more
                notes += why
        except TranscriptsUnavailable as e:
            notes.append(f"the text's examples were not run: {e}")
    for path in tests_files:
        from ..native import staff_tests as native_staff_tests
        native = native_staff_tests(spec.name, path)
        if native is not None:              # tests.sml: for the SML submissions
            tests += native
            continue
        try:
            tests += staff_tests(path, spec)
        except TranscriptsUnavailable as e:
            raise ValueError(f"--tests {path}: {e}") from None
    tests += spec.generate(seed, n) if n > 0 else []
    return Plan(tests, notes)
