#lang racket
;; A typo in a function that is never called: Racket rejects the whole
;; module before running anything, so not even the first line prints.

(displayln "Welcome!")

(define (total hand)
  (if (null? hand)
      0
      (+ (cdr (car hand)) (totl (cdr hand)))))

(displayln "Goodbye!")
