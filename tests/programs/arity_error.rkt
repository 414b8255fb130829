#lang racket
;; A user function called with the wrong number of arguments at run time.

(define (make-card suit rank) (cons suit rank))

(make-card 'H 3)
(displayln "made one card")
(make-card 'H)
