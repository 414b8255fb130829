"""Real-style Racket programs (tests/corpus/) run as Racket ran them, byte for byte.

Each folder is a program: course homework whose test file requires the solution, SICP
exercises, puzzle solutions. ``expected.json`` holds Racket 8.7's stdout, exit code and
first stderr line (``python tests/corpus/record.py`` refreshes them); this runs the entry
file with ``minischeme run`` inside the folder and compares the three. A program marked
``xfail`` (with the reason) must still fail: when it passes, remove the mark. Files
published elsewhere (tests/corpus/SOURCES.json) are not committed: ``python
tools/fetch_sources.py tests/corpus`` downloads them, and a program lacking them is skipped.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tools.fetch_sources import not_fetched

CORPUS = Path(__file__).resolve().parent / "corpus"
REPO = Path(__file__).resolve().parent.parent


def run_minischeme(folder: Path, entry: str, cwd: str = "") -> dict:
    """``minischeme run ENTRY`` in ``cwd`` (a folder inside ``folder``; the folder itself by
    default) of a copy of ``folder`` (a program may write its files: the corpus stays as it
    was recorded), with no standard input: its stdout, exit code and first stderr line."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name
        shutil.copytree(folder, copy)
        r = subprocess.run([sys.executable, "-m", "minischeme", "run", entry], cwd=copy / cwd,
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=300, env=env)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else ""}


def recorded(expected: dict) -> dict:
    """What Racket printed, as ``run_minischeme`` reports a run."""
    return {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}


def check_sweep_recorded(programs: list[Path], at_least: int, repositories: int) -> None:
    """A correctness sweep's corpus (tests/corpus_sweepNN) is real: at least ``at_least``
    programs from ``repositories`` repositories or more, each with its source (repository,
    path, commit), Racket's output, and its entry file (unless not fetched)."""
    assert len(programs) >= at_least
    seen = set()
    for folder in programs:
        expected = json.loads((folder / "expected.json").read_text())
        assert {"repository", "path", "commit"} <= set(expected["source"]), folder.name
        assert "stdout" in expected, folder.name
        seen.add(expected["source"]["repository"])
        assert (folder / expected["cwd"] / expected["entry"]).is_file() or not_fetched(folder), \
            folder.name
    assert len(seen) >= repositories


def programs_of(corpus: Path) -> list[Path]:
    """The folders of ``corpus`` that hold a recorded program."""
    return sorted(p for p in corpus.iterdir() if (p / "expected.json").is_file())


def corpus_param(folder: Path):
    """One program as a test case: a strict xfail where ``expected.json`` names a cause,
    skipped where its files have not been fetched (tools/fetch_sources.py)."""
    expected = json.loads((folder / "expected.json").read_text())
    marks = [pytest.mark.xfail(reason=expected["xfail"], strict=True)] if expected.get("xfail") else []
    missing = not_fetched(folder)
    if missing:
        marks = [pytest.mark.skip(reason=missing)]
    return pytest.param(folder, expected, id=folder.name, marks=marks)


PROGRAMS = programs_of(CORPUS)


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    assert run_minischeme(folder, expected["entry"]) == recorded(expected)
