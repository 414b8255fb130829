"""`(require eopl)`, `(require eopl/datatype)` and `(require eopl/eopl)` in a `#lang racket` module bind
`define-datatype` and `cases`, as in Racket (a public C311 course repository's CPS
interpreter requires eopl/datatype; minischeme stopped at `require: unknown module`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = """#lang racket
(require {lib})
(define-datatype shape shape?
  (circle (r number?))
  (rect (w number?) (h number?)))
(define (area s)
  (cases shape s
    (circle (r) (* 3 r r))
    (rect (w h) (* w h))))
(map area (list (circle 2) (rect 3 4)))
(shape? (rect 1 2))
"""
ANSWER = ("'(12 12)\n#t\n", 0, "")


@pytest.mark.parametrize("lib", ["eopl", "eopl/datatype", "eopl/eopl"])
def test_define_datatype_and_cases_come_with_the_library(lib: str, tmp_path: Path) -> None:
    files = {"main.rkt": PROGRAM.format(lib=lib)}
    assert minischeme_run(files, tmp_path, "main.rkt") == ANSWER


@needs_racket
@pytest.mark.parametrize("lib", ["eopl", "eopl/datatype", "eopl/eopl"])
def test_the_answer_is_racket_s(lib: str, tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM.format(lib=lib)}, tmp_path, "main.rkt") == ANSWER
