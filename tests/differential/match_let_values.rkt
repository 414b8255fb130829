#lang racket
;; racket/match's match-let-values and match-let*-values.
(define (two) (values (list 1 2) (vector 3 4)))
