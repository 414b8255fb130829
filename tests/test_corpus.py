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


def run_minischeme(folder: Path, entry: str) -> dict:
    """``minischeme run ENTRY`` in a copy of ``folder`` (a program may write its files: the
    corpus stays as it was recorded)."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name
        shutil.copytree(folder, copy)
        r = subprocess.run([sys.executable, "-m", "minischeme", "run", entry], cwd=copy,
                           capture_output=True, timeout=300, env=env)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else ""}


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
    got = run_minischeme(folder, expected["entry"])
    want = {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}
    assert got == want
