#lang racket
(require data/integer-set)
(define (c s) (integer-set-contents s))
