"""A second fresh corpus (tests/corpus_holdout/): public programs gathered after the first
one's fixes, to check that those fixes were general, run as Racket ran them.

Each folder is one program from a public repository that no earlier corpus used
(``expected.json`` names the repository, path and commit under ``source``), with Racket
8.7's stdout, exit code and first stderr line recorded before any change
(``python tools/record_corpus.py tests/corpus_holdout``). The programs themselves are not committed:
``python tools/fetch_sources.py tests/corpus_holdout`` downloads them (SOURCES.json names
each file's repository, path, commit and blob hash), and a program whose files are not
here is skipped. This runs the entry file with ``minischeme run`` inside the folder, as
tests/test_corpus_fresh.py does, and compares the three. A program marked ``xfail`` (with
the cause) must still fail: when it passes, remove the mark. tests/corpus_holdout/README.md
has the first run's agreement by cause.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_corpus import corpus_param, programs_of, run_minischeme
from test_corpus_fresh import _untimed
from tools.fetch_sources import not_fetched

CORPUS = Path(__file__).resolve().parent / "corpus_holdout"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    assert len(PROGRAMS) >= 30
    for folder in PROGRAMS:
        expected = json.loads((folder / "expected.json").read_text())
        assert {"repository", "path", "commit"} <= set(expected["source"]), folder.name
        assert (folder / expected["entry"]).is_file() or not_fetched(folder), folder.name


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    got = run_minischeme(folder, expected["entry"])
    want = {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}
    assert _untimed(got) == _untimed(want)
