"""Public `#lang plai` programs (tests/corpus_plai/) run as Racket ran them: PLAI-course
interpreters and their test files, built on define-type and type-case.

Each folder is one program from a public repository (``expected.json`` names the
repository, path and commit under ``source``), with Racket 8.7's stdout, exit code and
first stderr line (``python tools/record_corpus.py tests/corpus_plai``). The programs are
not committed: ``python tools/fetch_sources.py tests/corpus_plai`` downloads them
(SOURCES.json), and a program whose files are not here is skipped. This runs the entry
file with ``minischeme run`` inside the folder and compares the three, as
tests/test_corpus_fresh.py does; a program marked ``xfail`` (with the cause) must still
fail. tests/corpus_plai/README.md says where they come from and what they showed.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_corpus import corpus_param, programs_of, run_minischeme
from tools.fetch_sources import not_fetched

CORPUS = Path(__file__).resolve().parent / "corpus_plai"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    assert len(PROGRAMS) >= 20
    for folder in PROGRAMS:
        expected = json.loads((folder / "expected.json").read_text())
        assert {"repository", "path", "commit"} <= set(expected["source"]), folder.name
        assert (folder / expected["entry"]).is_file() or not_fetched(folder), folder.name


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    got = run_minischeme(folder, expected["entry"])
    assert got == {k: expected[k] for k in ("stdout", "exit_code", "stderr_first_line")}
