"""Arity errors name the expected count only where Racket does: one number or "at least
N"; for a range (optional arguments, a primitive such as substring, a case-lambda) the
message says only what was given. (It printed `expected: 1 to 2`.) Also assert-unreachable,
which was unbound."""
from __future__ import annotations

from tests.program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = '#lang racket\n(define (show th) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)) (displayln "=="))]) (th)))\n(define (g a [b 1]) a)\n(show (lambda () (g)))\n(show (lambda () (g 1 2 3)))\n(define (g2 a [b 1] [c 2]) a)\n(show (lambda () (g2 1 2 3 4)))\n(define (r a b . c) a)\n(show (lambda () (r 1)))\n(define (ro a [b 1] . c) a)\n(show (lambda () (ro)))\n(show (lambda () (substring)))\n(show (lambda () (number->string)))\n(show (lambda () (make-vector)))\n(define (kw a #:k [k 1] [b 2]) a)\n(show (lambda () (kw)))\n(define cl (case-lambda [(a) 1] [(a b c) 3]))\n(show (lambda () (cl 1 2)))\n\n(show (lambda () (car)))\n(show (lambda () (list-tail \'(1))))\n(show (lambda () (apply g \'())))\n(show (lambda () (map g)))\n(show (lambda () (assert-unreachable)))\n'
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = 'g: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\ng: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 3\n==\ng2: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n==\nr: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 2\n  given: 1\n==\nro: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 1\n  given: 0\n==\nsubstring: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nnumber->string: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nmake-vector: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nkw: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: a different number plus an optional argument with keyword #:k\n  given: 0\n==\ncl: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 2\n==\ncar: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 0\n==\nlist-tail: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 2\n  given: 1\n==\ng: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n==\nmap: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: at least 2\n  given: 1\n==\nassert-unreachable: unreachable code reached\n==\n'


def test_arity_errors_leave_out_a_range_as_racket_does(tmp_path):
    assert minischeme_prints(PROGRAM, tmp_path, "arity.rkt") == EXPECTED


@needs_racket
def test_racket_prints_the_same(tmp_path):
    assert racket_prints(PROGRAM, tmp_path, "arity.rkt") == EXPECTED
