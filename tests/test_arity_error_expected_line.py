"""Arity errors name the expected count only where Racket does: one number or "at least
N"; for a range (optional arguments, a primitive such as substring, a case-lambda) the
message says only what was given (it printed `expected: 1 to 2`). The same for map,
for-each, andmap and ormap given a procedure that cannot take as many arguments as there
are lists. Also assert-unreachable, which was unbound."""
from __future__ import annotations

import pytest

from tests.program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = '#lang racket\n(define (show th) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)) (displayln "=="))]) (th)))\n(define (g a [b 1]) a)\n(show (lambda () (g)))\n(show (lambda () (g 1 2 3)))\n(define (g2 a [b 1] [c 2]) a)\n(show (lambda () (g2 1 2 3 4)))\n(define (r a b . c) a)\n(show (lambda () (r 1)))\n(define (ro a [b 1] . c) a)\n(show (lambda () (ro)))\n(show (lambda () (substring)))\n(show (lambda () (number->string)))\n(show (lambda () (make-vector)))\n(define (kw a #:k [k 1] [b 2]) a)\n(show (lambda () (kw)))\n(define cl (case-lambda [(a) 1] [(a b c) 3]))\n(show (lambda () (cl 1 2)))\n\n(show (lambda () (car)))\n(show (lambda () (list-tail \'(1))))\n(show (lambda () (apply g \'())))\n(show (lambda () (map g)))\n(show (lambda () (assert-unreachable)))\n'
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = 'g: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\ng: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 3\n==\ng2: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n==\nr: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 2\n  given: 1\n==\nro: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 1\n  given: 0\n==\nsubstring: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nnumber->string: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nmake-vector: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nkw: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: a different number plus an optional argument with keyword #:k\n  given: 0\n==\ncl: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 2\n==\ncar: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 0\n==\nlist-tail: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 2\n  given: 1\n==\ng: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nmap: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 2\n  given: 1\n==\nassert-unreachable: unreachable code reached\n==\n'

# the argument-mismatch message of map and its kin
MAP_PROGRAM = "#lang racket\n(define (show th) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (th)))\n(define (g a [b 1]) a)\n(define (h a b . r) a)\n(define k (case-lambda [(a b) a]))\n(define k2 (case-lambda [(a b) a] [(a b c d) a]))\n(show (lambda () (map g '(1) '(2) '(3))))\n(show (lambda () (map h '(1))))\n(show (lambda () (map k '(1))))\n(show (lambda () (map k2 '(1))))\n(show (lambda () (for-each g '(1) '(2) '(3))))\n(show (lambda () (andmap h '(1))))\n(show (lambda () (ormap k2 '(1))))\n"
MAP_EXPECTED = "map: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: g\n  given: 3\n  argument lists...: \n   '(1)\n   '(2)\n   '(3)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: h\n  expected: at least 2\n  given: 1\n  argument lists...: \n   '(1)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k\n  expected: 2\n  given: 1\n  argument lists...: \n   '(1)\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k2\n  given: 1\n  argument lists...: \n   '(1)\nfor-each: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: g\n  given: 3\n  argument lists...: \n   '(1)\n   '(2)\n   '(3)\nandmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: h\n  expected: at least 2\n  given: 1\n  argument lists...: \n   '(1)\normap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: k2\n  given: 1\n  argument lists...: \n   '(1)\n"
PROGRAMS = [pytest.param(PROGRAM, EXPECTED, id="calls"),
            pytest.param(MAP_PROGRAM, MAP_EXPECTED, id="map-and-kin")]


@pytest.mark.parametrize("program, expected", PROGRAMS)
def test_arity_errors_leave_out_a_range_as_racket_does(program, expected, tmp_path):
    assert minischeme_prints(program, tmp_path, "arity.rkt") == expected


@needs_racket
@pytest.mark.parametrize("program, expected", PROGRAMS)
def test_racket_prints_the_same(program, expected, tmp_path):
    assert racket_prints(program, tmp_path, "arity.rkt") == expected
