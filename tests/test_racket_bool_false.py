"""racket/bool's `false?` (found by the second fresh corpus, issue 30: an Advent of Code
solution tests `(false? record)`). Answers recorded from Racket 8.7 (`racket FILE`)."""
from __future__ import annotations

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = """\
#lang racket
(list (false? #f) (false? 0) (false? '()))
(false? 1 2)
"""
RECORDED = ("'(#t #f #f)\n", 1, "false?: arity mismatch;")
# in racket/base it is not bound
BASE = "#lang racket/base\n(false? #f)\n"
BASE_RECORDED = ("", 1, "base.rkt:2:1: false?: unbound identifier")


def test_false_p_as_in_racket(tmp_path):
    assert minischeme_run({"f.rkt": PROGRAM}, tmp_path, "f.rkt") == RECORDED
    assert minischeme_run({"base.rkt": BASE}, tmp_path, "base.rkt") == BASE_RECORDED


@needs_racket
def test_the_recordings_are_what_racket_answers(tmp_path):
    assert racket_run({"f.rkt": PROGRAM}, tmp_path, "f.rkt") == RECORDED
    assert racket_run({"base.rkt": BASE}, tmp_path, "base.rkt") == BASE_RECORDED
