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
# Procedure calls per test. The interpreter makes roughly 200,000 calls a second, so this
# is about 5 s of work: far more than any reasonable solution needs on the generated inputs
# (a few thousand calls), and small enough that an infinite loop is found quickly. The
# verdict depends only on the count, never on the machine.
DEFAULT_STEP_LIMIT = 1_000_000
DEFAULT_TIME_LIMIT = 10.0          # wall-clock backstop per test (seconds)
DEFAULT_LOAD_STEPS = 5_000_000     # the top level of the file
DEFAULT_OUTPUT_LIMIT = 64 * 1024   # characters a submission may print (top level, per test)
DEFAULT_MEMORY_MB = 512            # address space a grading process may add, beyond its stack
STRIKES = 2                        # runs out of steps/stack/memory/time before a function's
                                   # later tests get lower limits (judging.Context)


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
    tests_files: list[str] = field(default_factory=list)
    rubric: Rubric = field(default_factory=Rubric)
    docs: bool = True
    transcripts: bool = True
    compete_games: int = 0         # > 0: the compete suite instead of the grading suite

    def fingerprint(self) -> str:
        """A hash of everything that can change a result: settings, rubric, staff test
        files, transcripts, and the grader's and reference implementation's source."""
        h = hashlib.sha256()
        settings = {k: getattr(self, k) for k in (
            "assignment", "n", "seed", "step_limit", "load_step_limit", "output_limit",
            "docs", "transcripts", "compete_games")}
        h.update(json.dumps(settings, sort_keys=True).encode())
        h.update(self.rubric.source.encode())
        for name in self.tests_files:
            h.update(_file_bytes(Path(name)))
        for path in _source_files(self.assignment):
            h.update(str(path.name).encode())
            h.update(_file_bytes(path))
        h.update(GRADER_VERSION.encode())
        return h.hexdigest()


def _file_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b"<missing>"


def _source_files(assignment: str) -> list[Path]:
    here = Path(__file__).resolve().parent
    root = here.parent.parent
    files = sorted(here.parent.rglob("*.py"))       # the interpreter and the grader
    files.append(root / "prelude" / (assignment.replace("-", "_") + ".py"))
    files.extend(sorted((root / "transcripts").glob("*.transcript")))
    return files
