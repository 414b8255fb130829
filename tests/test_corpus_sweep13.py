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
of the folder, in ``cwd`` (test_corpus.run_minischeme), and compares the three; a
program marked ``xfail`` (with the cause) must still fail.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_corpus import check_sweep_recorded, corpus_param, programs_of, recorded, run_minischeme

CORPUS = Path(__file__).resolve().parent / "corpus_sweep13"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    check_sweep_recorded(PROGRAMS, at_least=120, repositories=18)


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    assert run_minischeme(folder, expected["entry"], expected["cwd"]) == recorded(expected)
