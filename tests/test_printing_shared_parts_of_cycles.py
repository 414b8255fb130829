"""A value that holds a cycle prints as Racket 8.7 prints it: every container printed more
than once is labelled (`#0=` ... `#0#`), not only those the cycle returns to, and the
labels are numbered in the order their second visits come in printing order (a SICP
doubly linked deque printed `(#0=(2 () 1 #0#) 1 #0#)` where Racket prints
`(#0=(2 () . #1=(1 #0#)) . #1#)`). Strings are never labelled; a value with no cycle
prints its shared parts in full."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = """#lang racket
(define s (mcons 9 '()))
(define c (mcons s (mcons s '())))
(mcons s s)
(set-mcdr! (mcdr c) c)
c
(write c) (newline)
(display c) (newline)
(define v (vector s s))
(vector-set! v 0 v)
v
(define x (list 1 2))
(define y (mcons x x))
(set-mcdr! y y)
y
(define z (mcons (vector 1) '()))
(vector-set! (mcar z) 0 z)
(mcons z z)
(define b (box #f))
(define str "s")
(set-box! b (list b str str))
b
(define d (mcons 1 (mcons 2 '())))
(define e (mcons d d))
(set-mcar! d e)
e
"""
# what `racket main.rkt` printed
ANSWER = ("(mcons (mcons 9 '()) (mcons 9 '()))\n"
          "#1=(mcons #0=(mcons 9 '()) (mcons #0# #1#))\n"
          "#1={#0={9} #0# . #1#}\n"
          "#1={#0={9} #0# . #1#}\n"
          "#0=(vector #0# (mcons 9 '()))\n"
          "#0=(mcons '(1 2) #0#)\n"
          "(mcons #0=(mcons '#(#0#) '()) #0#)\n"
          "#0='#&(#0# \"s\" \"s\")\n"
          "#0=(mcons #1=(mcons #0# (mcons 2 '())) #1#)\n", 0, "")


def test_shared_parts_of_a_cyclic_value_are_labelled(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER


@needs_racket
def test_the_answer_is_racket_s(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == ANSWER
