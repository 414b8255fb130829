#lang racket
;; Small procedures of racket/base and racket: inexact-real?, equal?/recur, n->th
;; (racket/contract), take-/drop-/split-common-prefix (racket/list), unreadable and
;; uninterned symbols, vector-cas!, make-derived-parameter, hash-copy-clear.
(define v (vector 1 2 3))
(define p (make-parameter 10))
(define dp (make-derived-parameter p (lambda (x) (* x 2)) (lambda (x) (list 'got x))))
(define h (make-hash '((a . 1) (b . 2))))
