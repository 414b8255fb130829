"""Whole programs over srfi/41 streams, run by minischeme and by Racket 8.7: what they
print must be the same. Each uses infinite streams the way public Racket programs do (a
sieve of primes whose filters nest, Project Euler 52 by stream-filter over (stream-from
1), Hamming numbers by merging streams), so the laziness, memoisation and depth of
minischeme's srfi/41 all show in the answers.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_prints, needs_racket, racket_prints  # noqa: E402

PRIMES = """#lang racket
;; primes by the sieve of Eratosthenes over an infinite stream: each prime found adds a
;; stream-filter over the rest, so the 1000th prime is behind 999 nested filters
(require srfi/41)

(define-stream (sieve s)
  (let ([p (stream-car s)])
    (stream-cons p (sieve (stream-filter (lambda (n) (not (zero? (modulo n p))))
                                         (stream-cdr s))))))

(define primes (sieve (stream-from 2)))

(displayln (stream->list 15 primes))
(printf "the 1000th prime: ~a\\n" (stream-ref primes 999))
(printf "primes below 100: ~a\\n"
        (stream-length (stream-take-while (lambda (p) (< p 100)) primes)))
(define twins
  (stream-filter (lambda (pair) (= (- (cadr pair) (car pair)) 2))
                 (stream-zip primes (stream-cdr primes))))
(printf "twin primes: ~a\\n" (stream->list 6 twins))
(printf "sum of the first 100: ~a\\n" (stream-fold + 0 (stream-take 100 primes)))
primes
"""

PERMUTED_MULTIPLES = """#lang racket
;; Project Euler 52: the smallest x such that 2x, 3x, 4x, 5x and 6x have the same digits,
;; found by stream-filter over (stream-from 1); and Hamming numbers by merging streams
(require srfi/41)

(define (digits n) (sort (string->list (number->string n)) char<?))

(define (permuted-multiples? x)
  (let ([d (digits x)])
    (for/and ([k (in-range 2 7)]) (equal? d (digits (* k x))))))

(define answer (stream-car (stream-filter permuted-multiples? (stream-from 1))))
(printf "PE 52: ~a ~a\\n" answer (map (lambda (k) (* k answer)) '(2 3 4 5 6)))

(define-stream (merge a b)
  (stream-match a
    [() b]
    [(x . xs)
     (stream-match b
       [() a]
       [(y . ys) (cond [(< x y) (stream-cons x (merge xs b))]
                       [(> x y) (stream-cons y (merge a ys))]
                       [else (stream-cons x (merge xs ys))])])]))

(define (scale k s) (stream-map (lambda (x) (* k x)) s))

(define hamming
  (stream-cons 1 (merge (scale 2 hamming) (merge (scale 3 hamming) (scale 5 hamming)))))

(displayln (stream->list 20 hamming))
(printf "the 1500th Hamming number: ~a\\n" (stream-ref hamming 1499))

(define squares (stream-of (* x x) (x in (stream-from 1)) (odd? x)))
(printf "odd squares: ~a\\n" (stream->list 5 squares))
(define collatz
  (stream-let loop ([n 27])
    (stream-cons n (if (= n 1) stream-null (loop (if (even? n) (quotient n 2) (+ (* 3 n) 1)))))))
(printf "collatz 27: ~a steps, highest ~a\\n" (- (stream-length collatz) 1) (stream-fold max 0 collatz))
(stream? (stream 1 2))
(stream? '(1 2))
"""


@needs_racket
@pytest.mark.parametrize("name, program", [("primes.rkt", PRIMES),
                                           ("permuted_multiples.rkt", PERMUTED_MULTIPLES)])
def test_a_srfi41_program_prints_what_racket_prints(name, program, tmp_path):
    expected = racket_prints(program, tmp_path, name)
    assert expected, "racket printed nothing"
    assert minischeme_prints(program, tmp_path, name) == expected
