"""map, for-each, andmap and ormap given a procedure that cannot take as many arguments as
there are lists: Racket's message names the expected arity only when it is one number or
"at least N"; for a range (optional arguments, a case-lambda) it leaves the line out."""
from __future__ import annotations

from tests.program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = "#lang racket\n(define (show th) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (th)))\n(define (g a [b 1]) a)\n(define (h a b . r) a)\n(define k (case-lambda [(a b) a]))\n(define k2 (case-lambda [(a b) a] [(a b c d) a]))\n(show (lambda () (map g '(1) '(2) '(3))))\n(show (lambda () (map h '(1))))\n(show (lambda () (map k '(1))))\n(show (lambda () (map k2 '(1))))\n(show (lambda () (for-each g '(1) '(2) '(3))))\n(show (lambda () (andmap h '(1))))\n(show (lambda () (ormap k2 '(1))))\n"
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = "map: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: g\n  given: 3\n  argument lists...: \n   '(1)\n   '(2)\n   '(3)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: h\n  expected: at least 2\n  given: 1\n  argument lists...: \n   '(1)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k\n  expected: 2\n  given: 1\n  argument lists...: \n   '(1)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k2\n  given: 1\n  argument lists...: \n   '(1)\nfor-each: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: g\n  given: 3\n  argument lists...: \n   '(1)\n   '(2)\n   '(3)\nandmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: h\n  expected: at least 2\n  given: 1\n  argument lists...: \n   '(1)\normap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k2\n  given: 1\n  argument lists...: \n   '(1)\n"


def test_argument_mismatch_names_the_arity_only_when_racket_does(tmp_path):
    assert minischeme_prints(PROGRAM, tmp_path, "arity.rkt") == EXPECTED


@needs_racket
def test_racket_prints_the_same(tmp_path):
    assert racket_prints(PROGRAM, tmp_path, "arity.rkt") == EXPECTED
