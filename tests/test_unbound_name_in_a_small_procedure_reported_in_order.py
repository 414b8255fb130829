"""A small procedure's body is inlined at calls written before its definition
(expansion/inlining.py), but an unbound name in it is reported where Racket reports it:
when the module's forms reach that definition, after any error of the forms before it (a
SICP register-machine assembler reported `const` at its line 73 where Racket reports
`get-register` at line 40)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = """#lang racket
(define (a m) (let ([x (g m)]) (list x (h m) (foo x))))
(define (g l) (barr l))
(define (h l) (* l 2))
"""
ANSWER = ("", 1, "main.rkt:2:46: foo: unbound identifier")


def test_the_first_unbound_name_in_order_is_reported(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER


@needs_racket
def test_the_answer_is_racket_s(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER
