"""GradeConfig: everything that decides a grade, and its fingerprint (the cache key part)."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from .rubric import Rubric

GRADER_VERSION = "1"

DEFAULT_N = 20
DEFAULT_SEED = 1

# The limits of a grading run: the one place their defaults are set (`grade` flags and a
# rubric's [limits] override them; README, section Grading, describes them). A limit hit
# fails only the test (or the top level) that hit it, and its message names the limit, its
# value, and the procedure running then with its position in the file.
#
# Steps per test (--step-limit, [limits] steps). A step is a procedure call (a round of a
# loop included), or eight cells a primitive walks or builds (`length`, `append`,
# `list-ref`, `member`, `string-append` ...: runtime.charge_work), so every runaway test is
# stopped by the count, never by the clock. Deterministic: the verdict depends only on the
# count, never on the machine, the load or earlier tests. Fairness sets the number: the
# heaviest correct test we know (a fib-shaped strategy, tests/test_grading_budget.py) needs
# 8.4 million steps, which Racket 8.7 runs in about 0.3 s; 20 million is more than twice
# that, and about a second of Racket's list-building work (15-30 million calls a second).
# What it costs: 20 million steps are 4-10 s here (we make 2-5 million steps a second),
# and a looping function pays it once (``PROBE_STEPS``).
DEFAULT_STEP_LIMIT = 20_000_000
# Steps while loading the file (its top level): as for a test, since a file may run its
# own examples and test cases there.
DEFAULT_LOAD_STEPS = 20_000_000
# Every test first runs with at most this many steps (a correct test of these assignments
# needs a few thousand, rarely more than 100,000); the few that need more are run again,
# with the full limit, once every test has had its first run, in the plan's order. Of a
# function's tests that need more than the probe, the first to run past the full limit is
# reported (step limit), and its others are "not run", saying which test ran past it
# (engine._run_deferred): a function that loops costs one full limit, not one per test.
# A test that finishes within the probe gets exactly the verdict the full limit gives it.
PROBE_STEPS = 500_000
# What one submission may spend in all (--submission-steps, --submission-time; [limits]
# submission-steps, submission-seconds): loading, tests, judges' calls, examples. Ten
# tests' worth of the step limit: a correct but slow function (8 million steps on each of
# its 20 tests) fits; a submission whose every function loops (each: a probe per test, one
# full limit) stops here, in about a minute of our work, and its tests left are "not run:
# submission budget exhausted". The time is CPU time (cpu_time.cpu_clock), a backstop above
# what the steps take at our slowest on a machine four times slower than this one; with
# the steps it keeps a submission well inside Gradescope's default 10 minutes.
DEFAULT_SUBMISSION_STEPS = 200_000_000
DEFAULT_SUBMISSION_SECONDS = 300.0
# Nested (non-tail) calls per test (--depth-limit, [limits] depth); tail calls never count.
# 100,000-deep recursion works in Racket and in `minischeme run`, and a recursive function
# over a long list must pass here too, however it is written (through map, apply,
# with-handlers, match, for ...: interpreter.FRAMES_PER_CALL). The limit is a stack of
# 600,000 Python frames, two a call, enough for 100,000 levels of a recursion whose every
# level takes up to six frames (one a level for plain calls, three through map or
# with-handlers). A runaway recursion of plain calls is stopped at 600,000 calls (about a
# second and 250 MB, within the memory limit), where going down to the step limit would
# take seconds and more than the memory limit per test. Deterministic, like the step limit.
DEFAULT_DEPTH_LIMIT = 300_000
# CPU seconds per test (--time-limit, [limits] seconds): only a backstop for work
# the steps do not count (one huge bignum operation, a loop inside the printer), above
# what the full step limit takes at our slowest (20 million steps at a million a second)
# on a machine four times slower than this one. CPU time (cpu_time.cpu_clock), so a busy
# machine does not bring it closer; still machine-dependent, so it should never be what
# decides a verdict. A program that takes no CPU (it sleeps) is stopped at four times it
# on the wall clock (cpu_time.WALL_FACTOR).
DEFAULT_TIME_LIMIT = 120.0
# CPU seconds per test of a native submission (SML/NJ, CPython: --native-time-limit, [limits]
# native-seconds). Native code counts no steps, so this is what stops a native test that
# loops, and it is sized to fairness, not as a backstop: the reference solutions and the
# public submissions answer each test in milliseconds of CPU (SML/NJ's start and the
# submission's compilation, counted in the first test, take about a second), so 10 s is
# a thousand times what a correct test needs and a looping function costs two of them
# (its second timeout stops its other tests). CPU time of the sandboxed processes, so a
# busy machine does not bring it closer.
DEFAULT_NATIVE_TIME_LIMIT = 10.0
# Characters a submission may print, at its top level and in each test (--output-limit,
# [limits] output): a test's answer needs little, and a printing loop must not fill the
# report or the memory.
DEFAULT_OUTPUT_LIMIT = 64 * 1024
# Megabytes of address space a grading process may add beyond what it has when the
# submission starts (--memory-limit, [limits] memory): the data of any reasonable solution
# is tiny, and a few processes at a time (one per core) must fit in an ordinary machine.
DEFAULT_MEMORY_MB = 512
STRIKES = 2                        # tests of a function that got the grading process killed
                                   # before its other tests are not run (isolation)


@dataclass
class GradeConfig:
    assignment: str
    n: int = DEFAULT_N
    seed: int = DEFAULT_SEED
    step_limit: int = DEFAULT_STEP_LIMIT
    time_limit: float = DEFAULT_TIME_LIMIT
    native_time_limit: float = DEFAULT_NATIVE_TIME_LIMIT
    load_step_limit: int = DEFAULT_LOAD_STEPS
    output_limit: int = DEFAULT_OUTPUT_LIMIT
    memory_mb: int = DEFAULT_MEMORY_MB
    depth_limit: int = DEFAULT_DEPTH_LIMIT
    submission_steps: int = DEFAULT_SUBMISSION_STEPS
    submission_seconds: float = DEFAULT_SUBMISSION_SECONDS
    tests_files: list[str] = field(default_factory=list)
    rubric: Rubric = field(default_factory=Rubric)
    docs: bool = True
    transcripts: bool = True
    compete_games: int = 0         # > 0: the compete suite instead of the grading suite
    unsafe_native: bool = False    # run SML/Python submissions without bubblewrap

    def measurement(self, path: str) -> dict:
        """What a result of this configuration measured (``SubmissionResult.measured``)."""
        from minischeme import __version__
        return {"file": path, "minischeme": __version__, "assignment": self.assignment,
                "seed": self.seed, "generated_per_function": self.n,
                "limits": {"steps": self.step_limit, "seconds": self.time_limit,
                           "depth": self.depth_limit, "memory_mb": self.memory_mb,
                           "output": self.output_limit, "load_steps": self.load_step_limit,
                           "native_seconds": self.native_time_limit},
                "budget": {"steps": self.submission_steps, "seconds": self.submission_seconds},
                "staff_tests": [Path(t).name for t in self.tests_files]}

    def fingerprint(self) -> str:
        """A hash of everything that can change a result: the minischeme version, the
        assignment, settings and limits, rubric, staff test files, transcripts, and the
        grader's and reference implementation's source."""
        from minischeme import __version__
        h = hashlib.sha256()
        h.update(f"minischeme {__version__} grader {GRADER_VERSION}\n".encode())
        settings = {k: getattr(self, k) for k in (
            "assignment", "n", "seed", "step_limit", "load_step_limit", "output_limit",
            "depth_limit", "time_limit", "native_time_limit", "memory_mb", "submission_steps", "submission_seconds",
            "docs", "transcripts", "compete_games", "unsafe_native")}
        settings["probe_steps"] = PROBE_STEPS
        h.update(json.dumps(settings, sort_keys=True).encode())
        h.update(self.rubric.source.encode())
        for name in self.tests_files:
            h.update(_file_bytes(Path(name)))
        for path in _source_files(self.assignment):
            h.update(str(path.name).encode())
            h.update(_file_bytes(path))
        for tool in _toolchains(self.assignment):
            h.update(tool.encode())
        h.update(GRADER_VERSION.encode())
        return h.hexdigest()


def _toolchains(assignment: str) -> list[str]:
    """Which native compilers and interpreters grade this assignment's other languages
    (SML/NJ, CPython): a new version changes the fingerprint, so no cached verdict of the
    old one is reused."""
    from ..assignments import assignment_named
    found = assignment_named(assignment)
    if found is None:
        return []
    tools = []
    for language in found.languages:
        module = found.runner_module(language)
        adapter = getattr(module, "ADAPTER", None) if module is not None else None
        if adapter is not None:
            tools.append(f"{language}: {adapter.toolchain()}")
    return tools


def _file_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b"<missing>"


def _source_files(assignment: str) -> list[Path]:
    from .suites.transcripts import TRANSCRIPT_DIR
    here = Path(__file__).resolve().parent
    files = sorted(here.parent.rglob("*.py")) + sorted(here.parent.glob("*.lark"))
    try:                                            # the reference implementations
        import prelude
        files.extend(sorted(Path(prelude.__file__).resolve().parent.rglob("*.py")))
    except ImportError:
        pass
    files.extend(sorted(TRANSCRIPT_DIR.rglob("*.transcript")))
    return files
