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
# Procedure calls per test (--step-limit, [limits] steps). Deterministic: the verdict
# depends only on the count, never on the machine, and never on earlier tests. The number
# (README, "Limits: why these numbers") is chosen so that any test Racket finishes in about
# a second passes: Racket 8.7 makes 15-30 million calls a second in list-building
# recursion (and hundreds of millions in tight loops); minischeme makes 1-7 million. 50
# million calls is a second or more of such Racket work, and 7-50 s of ours.
DEFAULT_STEP_LIMIT = 50_000_000
# Procedure calls while loading the file (its top level): as for a test, since a file may
# run its own examples and test cases there.
DEFAULT_LOAD_STEPS = 50_000_000
# Every test first runs with at most this many calls; the few that need more are run again,
# with the full limit, once every test has had its first run: a function that loops spends
# the submission's budget (below) only after every quick test has its verdict. A test that
# finishes within the probe gets exactly the verdict the full limit would give it.
PROBE_STEPS = 1_000_000
# What one submission may spend in all (--submission-steps, --submission-time; [limits]
# submission-steps, submission-seconds): loading, tests, judges' calls, examples. Ten tests'
# worth of the step limit: a correct but slow function (8 million calls on each of its 25
# tests) fits, and a function that loops forever costs ten full-limit tests, then its other
# tests are "not run: submission budget exhausted". The wall clock is a backstop above what
# the steps take at our slowest (a million calls a second), so in practice the step budget,
# which is deterministic, is the one that runs out.
DEFAULT_SUBMISSION_STEPS = 500_000_000
DEFAULT_SUBMISSION_SECONDS = 900.0
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
# Wall-clock seconds per test (--time-limit, [limits] seconds): only a backstop for work
# the step limit does not count (one long primitive such as a huge build-list, a loop
# inside the printer), above what the full step limit takes at our slowest (50 million
# calls at a million a second) with room for a busy machine. Machine-dependent.
DEFAULT_TIME_LIMIT = 120.0
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
                           "output": self.output_limit, "load_steps": self.load_step_limit},
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
            "depth_limit", "time_limit", "memory_mb", "submission_steps", "submission_seconds",
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
