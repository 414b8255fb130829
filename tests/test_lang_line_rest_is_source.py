"""The `#lang` line names the language up to whitespace; the rest of the line is ordinary
source, as Racket reads it: a comment after the name (`#lang racket ; why`), a datum
comment or an expression there; `#!NAME` likewise. A name with another character than
Racket allows (`#lang racket;c`, `#lang racket(...)`) is Racket's read error. `#lang
planet PATH` keeps its module path. Racket 8.7's answers are recorded below."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

E = ("main.rkt:1:0: read-syntax: expected only alphanumeric, `-`, `+`, `_`, or `/` "
     "characters for `#lang`, found `{}`")

CASES = {
    "comment": ("#lang racket ; not racket/base\n(displayln \"ok\")\n", ("ok\n", 0, "")),
    "comment-base": ("#lang racket/base ;; hi\n(displayln 3)\n", ("3\n", 0, "")),
    "expression": ("#lang racket (displayln 1)\n(displayln 2)\n", ("1\n2\n", 0, "")),
    "datum-comment": ("#lang racket\t#;(displayln 0) (displayln 4)\n", ("4\n", 0, "")),
    "bang": ("#!racket ; c\n(displayln 5)\n", ("5\n", 0, "")),
    "trailing-space": ("#lang racket   \n(displayln 6)\n", ("6\n", 0, "")),
    "semicolon-in-name": ("#lang racket;c\n(displayln 6)\n", ("", 1, E.format(";"))),
    "paren-in-name": ("#lang racket(displayln 1)\n", ("", 1, E.format("("))),
}


@pytest.mark.parametrize("name", CASES)
def test_minischeme_reads_the_lang_line_as_racket_does(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert minischeme_run({"main.rkt": text}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert racket_run({"main.rkt": text}, tmp_path, "main.rkt") == expected
