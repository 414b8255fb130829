#lang racket
;; A missing close paren: a read error, reported before anything runs.

(define (square x) (* x x))

(define (sum-squares l)
  (if (null? l)
      0
      (+ (square (car l)) (sum-squares (cdr l)))
