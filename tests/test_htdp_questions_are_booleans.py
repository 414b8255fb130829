"""How to Design Programs' teaching languages check each question a student writes: an
`if`'s, `when`'s and `unless`'s question, every operand of `and` and `or`, each `cond`
clause's question answers #true or #false ("if: question result is not true or false: 1"),
and a `cond` none of whose questions holds fails ("cond: all question results were
false"), as `racket FILE` runs a student's file (forms/htdp.py's lower_questions,
primitives/htdp_questions.py); quoted forms and `#lang racket` are untouched. Found by
correctness sweep 13. Recorded from Racket 8.7 (stdout, exit code, first stderr line);
checked against it where racket is installed."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAMS = {
 "if_question": "#lang htdp/bsl\n(if #false 1 2)\n(if 1 2 3)\n",
 "and_question": "#lang htdp/bsl\n(and #true #true)\n(and #true 1)\n",
 "or_question": "#lang htdp/isl\n(or #false #true)\n(or 1 #true)\n",
 "or_last_question": "#lang htdp/isl\n(or #false \"yes\")\n",
 "cond_question": "#lang htdp/bsl\n(cond [#false 1] [else 3])\n(cond [(cons 1 empty) 2])\n",
 "cond_all_false": "#lang htdp/bsl\n(define (f x) (cond [(> x 1) 1] [(< x -1) -1]))\n(f 5)\n(f 0)\n",
 "when_question": "#lang htdp/asl\n(when #true (display \"ran\"))\n(unless 'no 1)\n",
 "quoted_forms_untouched": "#lang htdp/bsl+\n'(if 1 2 3)\n(list 'cond 'and)\n",
 "racket_keeps_values": "#lang racket\n(if 1 2 3)\n(and #t 1)\n(cond [#f 1])\n",
}

RECORDED = {
    'if_question': ('2\n', 1, 'if: question result is not true or false: 1'),
    'and_question': ('#true\n', 1, 'and: question result is not true or false: 1'),
    'or_question': ('#true\n', 1, 'or: question result is not true or false: 1'),
    'or_last_question': ('', 1, 'or: question result is not true or false: "yes"'),
    'cond_question': ('3\n', 1, "cond: question result is not true or false: (cons 1 '())"),
    'cond_all_false': ('1\n', 1, 'cond: all question results were false'),
    'when_question': ('ran', 1, "unless: question result is not true or false: 'no"),
    'quoted_forms_untouched': ("(list 'if 1 2 3)\n(list 'cond 'and)\n", 0, ''),
    'racket_keeps_values': ('2\n1\n', 0, ''),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_questions_answer_as_racket_answered(name, tmp_path):
    assert minischeme_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run({"student.rkt": PROGRAMS[name]}, tmp_path, "student.rkt") == RECORDED[name]
