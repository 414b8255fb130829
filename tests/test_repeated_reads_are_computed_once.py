"""A read repeated in a procedure (`(vector-ref v i)`, `(car p)`, `(eq? (vector-ref s i) 0)`)
is computed once where its first value still holds (compilation/common_reads.py, issue 29,
part 25): later in the same straight line of code, or in a branch of the if whose test read
it, with nothing between that may write memory. The answers against Racket 8.7 at the edges
are tests/differential/common_reads; here, what the generated code reads again and what it
does not, and that the steps counted are the closure back end's (which keeps nothing)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402


def _reads(body: str) -> int:
    """How many times the generated code of ``body`` reads a vector (not: writes one)."""
    source = generated_source(f"#lang racket\n(define (f v i p) {body})\n")
    return len(re.findall(r"\.items\[[^\]]+\] if ", source))


@pytest.mark.parametrize("body, reads", [
    ("(* (vector-ref v i) (vector-ref v i))", 1),
    ("(if (< (vector-ref v i) 0) (- (vector-ref v i)) (vector-ref v i))", 1),
    ("(and (not (eq? (vector-ref v i) 0)) (eq? (vector-ref v i) (vector-ref v 0)))", 2),
    # a write between, a procedure called between, a set! of the index: read again
    ("(list (vector-ref v i) (vector-set! v i 0) (vector-ref v i))", 2),
    ("(list (vector-ref v i) (p) (vector-ref v i))", 2),
    ("(list (vector-ref v i) (begin (set! i 0) (vector-ref v i)))", 2),
    # a read in one branch is not good after the if, nor in the other branch
    ("(list (if (p) (vector-ref v i) 0) (vector-ref v i))", 2),
    # a loop's rounds read anew
    ("(list (vector-ref v i) (let loop ([k 0]) (if (< k (vector-ref v i)) (loop (+ k 1)) k)))", 2),
    # in a procedure made here: its own reads
    ("(list (vector-ref v i) (lambda () (vector-ref v i)))", 2),
])
def test_what_the_generated_code_reads(body: str, reads: int) -> None:
    assert _reads(body) == reads


def test_a_read_done_once_is_written_as_before() -> None:
    """(no variable for a test read once: the if tests it as it is)"""
    source = generated_source("#lang racket\n(define (f v i) (if (eq? (vector-ref v i) 0) 1 2))\n")
    assert "if (_t1.__class__ is int and _t1 == (0)):" in source, source


PROGRAMS = [
    """(define primes (make-vector 100 0))
       (define (prime? k len)
         (let loop ([i 0])
           (if (or (= i len) (> (* (vector-ref primes i) (vector-ref primes i)) k))
               #t
               (if (eq? (remainder k (vector-ref primes i)) 0) #f (loop (+ i 1))))))
       (let loop ([k 2] [len 0])
         (cond [(= k 300) len]
               [(prime? k len) (vector-set! primes len k) (loop (+ k 1) (+ len 1))]
               [else (loop (+ k 1) len)]))""",
    """(define (cells-clash? s x)
         (or (and (not (eq? (vector-ref s x) 0)) (eq? (vector-ref s x) (vector-ref s (+ x 1))))
             (and (not (eq? (vector-ref s x) 0)) (eq? (vector-ref s x) (vector-ref s (+ x 2))))
             (and (not (eq? (vector-ref s (+ x 1)) 0))
                  (eq? (vector-ref s (+ x 1)) (vector-ref s (+ x 2))))))
       (for/sum ([x 7]) (if (cells-clash? (vector 1 0 1 2 2 0 3 4 3) x) 1 0))""",
]


@pytest.mark.parametrize("src", PROGRAMS)
def test_the_steps_are_the_closure_back_ends(src: str) -> None:
    out_p, err_p, steps_p = run_counting_steps(src, True)
    out_c, err_c, steps_c = run_counting_steps(src, False)
    assert err_p is None and err_c is None
    assert out_p == out_c
    assert steps_p == steps_c


@pytest.mark.parametrize("body, reads", [
    # the operands of a call are read before it: a read repeated among them is good
    ("(list (vector-ref v i) (vector-ref v i))", 1),
    # an internal define binds its variable first: reads before it stay good
    ("(define a (vector-ref v i)) (define b (* (vector-ref v i) 2)) (list a b (vector-ref v i))", 1),
    # map's lambda runs in place, once per element: read anew in each round
    ("(list (vector-ref v i) (map (lambda (x) (vector-set! v i x) (vector-ref v i)) p))", 2),
])
def test_what_the_generated_code_reads_around_calls(body: str, reads: int) -> None:
    assert _reads(body) == reads
