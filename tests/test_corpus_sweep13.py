"""Correctness sweep 13's public programs (tests/corpus_sweep13/) run as Racket ran them:
CS 135 assignments, design-recipe templates and midterms and HtDP exercises in the
teaching languages (saved by DrRacket), Advent of Code solutions, PL-course interpreters
and type inferencers, SICP exercises, a course's lectures on laziness and higher-order
functions, data-structure classes, and one programmer's experiments (structs, match,
contracts, syntax-parse) (bench/README.md, "Correctness sweep 13").

Each folder is one program, its files at their repository paths (``expected.json`` names
the repository, path and commit under ``source``; ``cwd`` is the entry's folder, where
``racket ENTRY`` ran), with Racket 8.7's stdout, exit code and first stderr line
(``python tools/record_corpus.py tests/corpus_sweep13``). The programs are not committed:
``python tools/fetch_sources.py tests/corpus_sweep13`` downloads them (SOURCES.json), and
a program whose files are not here is skipped. This runs ``minischeme run ENTRY`` in a copy
of the folder, in ``cwd``, and compares the three; a program marked ``xfail`` (with the
cause) must still fail.
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

from test_corpus import corpus_param, programs_of
from tools.fetch_sources import not_fetched

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path(__file__).resolve().parent / "corpus_sweep13"
PROGRAMS = programs_of(CORPUS)


def run_in_place(folder: Path, cwd: str, entry: str) -> dict:
    """``minischeme run ENTRY`` in ``cwd`` of a copy of ``folder`` (a program may write
    files: the corpus stays as it was recorded)."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name
        shutil.copytree(folder, copy)
        r = subprocess.run([sys.executable, "-m", "minischeme", "run", entry], cwd=copy / cwd,
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=300, env=env)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else ""}


def test_the_corpus_is_real_and_recorded():
    assert len(PROGRAMS) >= 120
    repositories = set()
    for folder in PROGRAMS:
        expected = json.loads((folder / "expected.json").read_text())
        assert {"repository", "path", "commit"} <= set(expected["source"]), folder.name
        assert "stdout" in expected, folder.name
        repositories.add(expected["source"]["repository"])
        assert (folder / expected["cwd"] / expected["entry"]).is_file() or not_fetched(folder), \
            folder.name
    assert len(repositories) >= 18


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    got = run_in_place(folder, expected["cwd"], expected["entry"])
    assert got == {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}
