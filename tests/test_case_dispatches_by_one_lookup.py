"""`case` dispatches with one lookup of the key among all its data (an equal?-based table
from datum to clause index), then compares the index (issue 29: each clause's data were
walked with equal? per key, 15% of a held-out Advent of Code program); eq?/eqv?/equal?
against a fixnum literal is inlined without a call. Racket 8.7's output, recorded from
`racket`; both back ends print it and count the same steps."""
from __future__ import annotations

import pytest

from tests.back_end_runs import run_counting_steps

CASE = '(define (f x)\n  (case x\n    [(a b) \'ab]\n    [(1 2 3) \'small]\n    [(#\\x #\\y) \'xy]\n    [("str" (1 2) #(1 2)) \'compound]\n    [(1.0 +nan.0) \'float]\n    [(#t) \'true]\n    [(a 7) \'second-a]\n    [else \'other]))\n(map f (list \'a \'b 1 2 3 #\\x #\\y "str" (string #\\s #\\t #\\r) \'(1 2) (vector 1 2) 1.0 +nan.0 #t #f 7 \'zzz 4 2.0 (expt 10 30)))\n(case 5 [(1) \'one])\n(void? (case 5 [(1) \'one]))\n(case (* 2 3) [(2 3 5 7) \'prime] [(1 4 6 8 9) \'composite])\n(case \'x [(x) (define y 3) (+ y 1)] [else 0])\n(let ([else #f]) (case 3 [(3) \'three]))\n(case 1 [() \'none] [else \'e])\n(define (g x) (case x [(a) 1] [(b) 2] [(c) 3] [(d) 4] [else 5]))\n(for/list ([s \'(a b c d e)]) (g s))\n'

CASE_RACKET = "'(ab ab small small small xy xy compound compound compound compound float float true other second-a other other other other)\n#t\n'composite\n4\n'three\n'e\n'(1 2 3 4 5)\n"

FIXNUM_LITERALS = "(define (t x) (list (eq? x 0) (eqv? x 0) (equal? x 0) (eqv? 1 x) (eq? x -5) (equal? x 12345678901234567) (eqv? x 123456789012345678901234)))\n(t 0) (t 0.0) (t #f) (t 1) (t -5) (t 12345678901234567) (t 'a) (t (expt 10 30)) (t 123456789012345678901234) (t 1.0)\n"

FIXNUM_LITERALS_RACKET = "'(#t #t #t #f #f #f #f)\n'(#f #f #f #f #f #f #f)\n'(#f #f #f #f #f #f #f)\n'(#f #f #f #t #f #f #f)\n'(#f #f #f #f #t #f #f)\n'(#f #f #f #f #f #t #f)\n'(#f #f #f #f #f #f #f)\n'(#f #f #f #f #f #f #f)\n'(#f #f #f #f #f #f #t)\n'(#f #f #f #f #f #f #f)\n"


@pytest.mark.parametrize("program, racket", [(CASE, CASE_RACKET),
                                             (FIXNUM_LITERALS, FIXNUM_LITERALS_RACKET)],
                         ids=["case", "eq-against-fixnum-literals"])
def test_gives_rackets_answers_in_both_back_ends(program: str, racket: str) -> None:
    generated = run_counting_steps(program, True)
    closures = run_counting_steps(program, False)
    assert generated[1] is None and generated[0] == racket
    assert closures == generated
