"""A test-utilities module that re-provides rackunit and the core macro forms, required by
a `#lang eopl` test file, and eopl's `cases` clauses as Racket's eopl matches them. Found by
the second fresh corpus (issue 30): an EOPL interpreter's test file requires
`test-utils.rkt`, which does `(provide (all-from-out rackunit) define-syntax-rule
define-syntax syntax-rules)`, and its interpreter writes a clause `(variant (field))` with
no body, which Racket's eopl takes as an else clause (its `else` is a pattern variable).
Racket 8.7's answers (stdout, exit code, first stderr line) were recorded with `racket FILE`."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

UTILS = """\
#lang racket
(provide (all-from-out rackunit)
         check-twice
         define-syntax-rule
         define-syntax
         syntax-rules)
(require rackunit)
(define-syntax-rule (check-twice e v) (begin (check-equal? e v) (check-equal? e v)))
"""

MAIN = """\
#lang eopl
(require "utils.rkt")
(define-datatype shape shape? (circle (r number?)) (square (s number?)) (dot))
(define-syntax-rule (area-of x) (cases shape x (circle (r) (* 3 r r)) (square (s) (* s s)) (dot (dot))))
(check-equal? (area-of (circle 1)) 3)
(check-twice (area-of (square 2)) 4)
(check-exn (lambda (e) #t) (lambda () (car '())))
(check-equal? (area-of (square 2)) 5)
(area-of (dot))
"""

# the failing check is reported on stderr, as rackunit reports it
REPROVIDED = ("", 0, "--------------------")

CASES = {
    "else-not-last": """\
#lang eopl
(define-datatype t t? (a (x number?)) (b))
(define (f v) (cases t v (a (x)) (b () 2)))
(f (b))
(f (a 1))
""",
    "else-head-with-a-list": """\
#lang eopl
(define-datatype t t? (a (x number?)) (b))
(define (f v) (cases t v (a (x) x) (else (display 1) 2)))
(f (b))
""",
    "no-body-is-else": """\
#lang eopl
(define-datatype t t? (a (x number?)) (b))
(define (f v) (cases t v (b () 2) (a (x))))
(f (b))
(f (a 5))
(define (g v) (cases t v (b () 2) (else 7)))
(g (a 1))
""",
}
RECORDED = {'else-not-last': ('', 1, 'cases.rkt:3:25: cases: else clause must be last'), 'else-head-with-a-list': ('', 1, "cases.rkt:3:36: cases: not a variant of `t'"), 'no-body-is-else': ('', 1, 'cases.rkt:3:38: x: unbound identifier')}


def test_rackunit_and_core_forms_reprovided_reach_the_requirer(tmp_path):
    files = {"utils.rkt": UTILS, "main.rkt": MAIN}
    assert minischeme_run(files, tmp_path, "main.rkt") == REPROVIDED


@pytest.mark.parametrize("name", sorted(CASES))
def test_cases_clauses_as_racket_eopl_reads_them(name, tmp_path):
    assert minischeme_run({"cases.rkt": CASES[name]}, tmp_path, "cases.rkt") == RECORDED[name]


@needs_racket
def test_the_recordings_are_what_racket_answers(tmp_path):
    assert racket_run({"utils.rkt": UTILS, "main.rkt": MAIN}, tmp_path, "main.rkt") == REPROVIDED
    for name, text in CASES.items():
        assert racket_run({"cases.rkt": text}, tmp_path, "cases.rkt") == RECORDED[name], name
