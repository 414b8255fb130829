"""A second fresh corpus (tests/corpus_round14/): public Racket programs nobody here had seen, run as Racket ran them.

Each folder is one program from a public repository (``expected.json`` names the
repository, path and commit under ``source``), with Racket 8.7's stdout, exit code and
first stderr line recorded before any change (``python tools/record_corpus.py tests/corpus_round14``).
The programs themselves are not committed: ``python tools/fetch_sources.py
tests/corpus_round14`` downloads them (SOURCES.json names each file's repository, path and
commit), and a program whose files are not here is skipped.
This runs the entry file with ``minischeme run`` inside the folder, as
tests/test_corpus.py does, and compares the three. A program marked ``xfail`` (with the
cause) must still fail: when it passes, remove the mark. tests/corpus_round14/README.md has
the first run's agreement by cause.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from test_corpus import corpus_param, programs_of, run_minischeme
from tools.fetch_sources import not_fetched

CORPUS = Path(__file__).resolve().parent / "corpus_round14"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    assert len(PROGRAMS) >= 35
    for folder in PROGRAMS:
        expected = json.loads((folder / "expected.json").read_text())
        assert {"repository", "path", "commit"} <= set(expected["source"]), folder.name
        assert (folder / expected["entry"]).is_file() or not_fetched(folder), folder.name


# What `time` prints measures the machine, not the program: its numbers are compared as
# numbers of the same shape (a busy machine printed "real time: 3" where Racket had 0).
_TIMES = re.compile(r"(cpu time|real time|gc time): \d+")


def _untimed(run: dict) -> dict:
    return {**run, "stdout": _TIMES.sub(r"\1: N", run["stdout"])}


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    got = run_minischeme(folder, expected["entry"])
    want = {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}
    assert _untimed(got) == _untimed(want)
