"""Grading every mutant of a table with the assignment's suite, in this process.

A mutant is killed when its score is below the correct file's; the score of a table is the
share of its behaviour-changing (not equivalent) mutants killed. The correct file itself and
every variant must keep all their points, else the suite (or a staff test) is wrong.
"""
from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..grading.config import DEFAULT_N, DEFAULT_SEED, GradeConfig
from ..grading.engine import grade_in_process, make_plan
from ..grading.native import plan_for
from ..grading.results import SubmissionResult
from ..grading.submission import Submission
from .mutants import Mutant, Table

# Tighter limits than a real grading run: every correct file and variant passes each test
# within the grader's probe (a million calls), so a mutant that loops is stopped sooner, and
# a verdict never depends on them (the correct file must keep every point under them).
STEP_LIMIT = 1_000_000
SUBMISSION_STEPS = 4_000_000
TIME_LIMIT = 5.0

SUFFIX = {"scheme": None, "sml": ".sml", "python": ".py"}


@dataclass
class Outcome:
    """One mutant (or variant) graded: its score and the first test it failed."""

    mutant: Mutant
    score: float
    max_score: float
    failed: list[str] = field(default_factory=list)
    seconds: float = 0.0
    load_problem: str = ""                      # why the file did not read or compile

    @property
    def lost_points(self) -> bool:
        return self.score < self.max_score - 1e-9


@dataclass
class TableScore:
    table: Table
    base: Outcome
    mutants: list[Outcome]
    variants: list[Outcome]
    tests: int                                  # tests in the plan the files ran

    @property
    def changing(self) -> list[Outcome]:
        return [o for o in self.mutants if not o.mutant.equivalent]

    @property
    def killed(self) -> list[Outcome]:
        return [o for o in self.changing if o.score < self.base.score - 1e-9]

    @property
    def survivors(self) -> list[Outcome]:
        return [o for o in self.changing if o.score >= self.base.score - 1e-9]

    @property
    def broken(self) -> list[Outcome]:
        """Mutants and variants that should read and compile but do not (a table's bug)."""
        return [o for o in self.mutants + self.variants + [self.base]
                if o.mutant.loads and o.load_problem]

    @property
    def equivalent(self) -> list[Outcome]:
        return [o for o in self.mutants if o.mutant.equivalent]

    @property
    def variants_lost(self) -> list[Outcome]:
        return [o for o in self.variants if o.lost_points]

    @property
    def percent(self) -> float:
        return 100.0 * len(self.killed) / len(self.changing) if self.changing else 100.0

    @property
    def ok(self) -> bool:
        """All behaviour-changing mutants killed; the correct file and variants keep all;
        every mutant that should load does."""
        return (not self.survivors and not self.base.lost_points and not self.variants_lost
                and not self.broken)


def config_for(table: Table, n: int = DEFAULT_N, seed: int = DEFAULT_SEED,
               tests_files: list[str] | None = None, staff_only: bool = False) -> GradeConfig:
    """The grading configuration: the default suite (plus staff files), or with
    ``staff_only`` the staff files alone (no generated tests, no text examples)."""
    return GradeConfig(table.assignment, n=0 if staff_only else n, seed=seed,
                       tests_files=list(tests_files or []), docs=False,
                       transcripts=not staff_only, step_limit=STEP_LIMIT,
                       submission_steps=SUBMISSION_STEPS, time_limit=TIME_LIMIT)


def _submission(table: Table, name: str, text: str) -> Submission:
    suffix = SUFFIX.get(table.language) or table.base_path().suffix
    path = str(Path("/mutants") / f"{table.assignment}-{name}{suffix}")
    return Submission(f"{table.key}:{name}", path, text,
                      hashlib.sha256(text.encode()).hexdigest())


def grade_text(table: Table, name: str, text: str, config: GradeConfig,
               plan: object) -> SubmissionResult:
    return grade_in_process(_submission(table, name, text), config, plan)


def _load_problem(r: SubmissionResult) -> str:
    """The reader's or compiler's complaint about the file ("" when it loaded whole)."""
    if not r.load.ok:
        return r.load.error or "does not load"
    return next((w for w in r.load.warnings if "Error:" in w), "")


def _outcome(m: Mutant, r: SubmissionResult, started: float) -> Outcome:
    return Outcome(m, r.score, r.max_score, [t.name for t in r.tests if not t.passed],
                   time.perf_counter() - started, _load_problem(r))


def count_tests(table: Table, plan: object) -> int:
    """How many tests of ``plan`` a file in the table's language runs."""
    return len(plan_for(table.assignment, plan, table.language).tests)


def score_table(table: Table, config: GradeConfig,
                progress: object = None) -> TableScore:
    """Grade the correct file, every mutant and every variant of ``table`` with ``config``."""
    base_text = table.base_text()
    plan = make_plan(config)
    tests = count_tests(table, plan)
    started = time.perf_counter()
    base = _outcome(Mutant("correct", "the correct file", ()),
                    grade_text(table, "correct", base_text, config, plan), started)
    done: list[list[Outcome]] = [[], []]
    for which, group in enumerate((table.mutants, table.variants)):
        for m in group:
            started = time.perf_counter()
            r = grade_text(table, m.name, m.apply(base_text), config, plan)
            done[which].append(_outcome(m, r, started))
            if callable(progress):
                progress(table, done[which][-1])
    return TableScore(table, base, done[0], done[1], tests)
