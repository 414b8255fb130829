#lang racket
;; Run-time errors students hit: contract violations, arity, non-procedures,
;; division by zero, index errors, unbound identifiers at eval time.

(define (f x y) x)
(define lst '(1 2 3))
(define (card-rank c) (cdr c))
(define (total hand)
  (if (null? hand)
      0
      (+ (card-rank (car hand)) (total (cdr hand)))))
(define (average l) (/ (apply + l) (length l)))
