#lang racket
;; Flonum and bignum literals are one object each (eq? as in Racket CS); real->decimal-string.
(define one 1.0)
(define (same-as-one? x) (eq? x 1.0))
