"""Correctness sweep 16's public programs (tests/corpus_sweep16/) run as Racket ran them:
HtDP exercises in the teaching languages and in racket, SICP exercises, a course's class
materials, a compiler course's passes, small interpreters and compilers, Beautiful Racket's
demo languages, a MUD server's modules (bench/README.md, "Correctness sweep 16").

Each folder is one program, its files at their repository paths (``expected.json`` names
the repository, path and commit under ``source``; ``cwd`` is the entry's folder, where
``racket ENTRY`` ran), with Racket 8.7's stdout, exit code and first stderr line (the
sweep's first run; ``python tools/record_corpus.py tests/corpus_sweep16`` records them
again). The programs are not committed: ``python tools/fetch_sources.py
tests/corpus_sweep16`` downloads them (SOURCES.json), and a program whose files are not
here is skipped. This runs ``minischeme run ENTRY`` in a copy of the folder, in ``cwd``
(test_corpus.run_minischeme), and compares the three; a program marked ``xfail`` (with the
cause) must still fail.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_corpus import check_sweep_recorded, corpus_param, programs_of, recorded, run_minischeme

CORPUS = Path(__file__).resolve().parent / "corpus_sweep16"
PROGRAMS = programs_of(CORPUS)


def test_the_corpus_is_real_and_recorded():
    check_sweep_recorded(PROGRAMS, at_least=140, repositories=18)


@pytest.mark.parametrize("folder, expected", [corpus_param(f) for f in PROGRAMS])
def test_program_prints_what_racket_printed(folder, expected):
    assert run_minischeme(folder, expected["entry"], expected["cwd"]) == recorded(expected)
