"""Weak hash tables (make-weak-hash, make-weak-hasheqv, make-weak-hasheq, hash-weak?), as
student memo tables use them: a table that works as a mutable one, prints as #<hash>,
and is equal? only to another weak table, as in Racket. (Keys are never dropped here:
what a program prints does not depend on when a collector would drop them.)"""
from __future__ import annotations

from tests.program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = "#lang racket\n(define w (make-weak-hash (list (cons 1 2))))\n(define w2 (make-weak-hash (list (cons 1 2))))\n(equal? w w2)\n(list w)\n(hash-copy w)\n(hash-weak? (hash-copy w))\n(hash-weak? (make-hash))\n(hash-ref w 1)\n(hash-count w)\n(display (list w)) (newline)\n(write w) (newline)\n(hash-keys w)\n(equal? (make-weak-hasheq) (make-weak-hasheq))\n(equal? w (make-hash (list (cons 1 2))))\n(hash-map w cons)\n(hash-equal? w)\n(hash-eq? (make-weak-hasheq))\n(hash-eqv? (make-weak-hasheqv))\n(immutable? w)\n(define memo (make-weak-hash))\n(define (fib n) (if (< n 2) n (hash-ref! memo n (lambda () (+ (fib (- n 1)) (fib (- n 2)))))))\n(fib 90)\n(list (make-weak-hash (list (cons 'f add1))))\n(vector w)\n(hash-weak? 5)\n"
# what racket 8.7 prints on stdout for PROGRAM (test_racket_prints_the_same checks it);
# its last line is an error (hash-weak? of 5), on stderr
EXPECTED = "#t\n'(#<hash>)\n'#<hash>\n#t\n#f\n2\n1\n(#<hash>)\n#<hash>\n'(1)\n#t\n#f\n'((1 . 2))\n#t\n#t\n#t\n#f\n2880067194370816120\n'(#<hash>)\n'#(#<hash>)\n"


def test_weak_tables_work_print_and_compare_as_in_racket(tmp_path, capsys):
    assert minischeme_prints(PROGRAM, tmp_path, "weak.rkt") == EXPECTED
    assert capsys.readouterr().err.startswith(
        "hash-weak?: contract violation\n  expected: hash?\n  given: 5")


@needs_racket
def test_racket_prints_the_same(tmp_path):
    assert racket_prints(PROGRAM, tmp_path, "weak.rkt") == EXPECTED
