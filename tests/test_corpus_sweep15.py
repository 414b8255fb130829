"""Correctness sweep 15's public programs (tests/corpus_sweep15/) run as Racket ran them:
HtDP exercises (1e and 2e, in the teaching languages and in racket requiring them), SICP
exercises in `#lang racket`, course homework (CS 335 in plai-typed left out: not installed),
interpreters and a typed compiler course's classes, macro exercises, small racket programs
(bench/README.md, "Correctness sweep 15").

Each folder is one program, its files at their repository paths (``expected.json`` names
the repository, path and commit under ``source``; ``cwd`` is the entry's folder, where
``racket ENTRY`` ran), with Racket 8.7's stdout, exit code and first stderr line (the
sweep's first run; ``python tools/record_corpus.py tests/corpus_sweep15`` records them
again). The programs are not committed: ``python tools/fetch_sources.py
tests/corpus_sweep15`` downloads them (SOURCES.json), and a program whose files are not
here is skipped. This runs ``minischeme run ENTRY`` in a copy of the folder, in ``cwd``
(test_corpus.run_minischeme), and compares the three; a program marked ``xfail`` (with the
cause) must still fail.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_corpus import check_sweep_recorded, corpus_param, programs_of, recorded, run_minischeme

CORPUS = Path(__file__).resolve().parent / "corpus_sweep15"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    check_sweep_recorded(PROGRAMS, at_least=190, repositories=25)


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    assert run_minischeme(folder, expected["entry"], expected["cwd"]) == recorded(expected)
