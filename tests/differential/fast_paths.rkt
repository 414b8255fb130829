#lang racket
;; The fast paths of issue 29 (bench/real): `/` of two fixnums whose quotient is exact,
;; and map, for-each, andmap, ormap, filter, foldl, foldr and sort calling a procedure
;; translated to Python (or a primitive) directly. Procedures here are compiled, so the
;; datums reach the inlined `/` and the direct calls.
(define (half n) (/ n 2))
(define (div a b) (/ a b))
(define (sq x) (* x x))
(define (two a b) (list a b))
(define (loop n) (if (= n 0) 'done (loop (- n 1))))
(define (collatz n steps)
  (cond [(= n 1) steps]
        [(even? n) (collatz (/ n 2) (add1 steps))]
        [else (collatz (+ (* 3 n) 1) (add1 steps))]))
(define seen (box '()))
;; quotient/remainder/modulo by a literal divisor: the divisor's sign is known when the
;; code is written, the dividend is still tested (negative, float, bignum)
(define (by-literals n)
  (list (quotient n 10) (remainder n 10) (modulo n 10) (quotient n -3) (remainder n -3)
        (modulo n -3) (modulo n 1)))
(define (by-zero n) (quotient n 0))
