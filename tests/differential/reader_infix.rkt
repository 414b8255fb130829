#lang racket
;; The reader's infix dots: `(a . op . b ...)` reads as `(op a b ...)` (any brackets,
;; datum comments around the operator), in source and by `read`; a contract written
;; `(dom . -> . rng)`; the misplaced dots that stay 'illegal use of `.`'.
(define (rd s) (read (open-input-string s)))
(define/contract (double x) (integer? . -> . integer?) (* x 2))
(define lt? (1 . < . 2))
