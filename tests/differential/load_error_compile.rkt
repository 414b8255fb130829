#lang racket
;; A typo in a function body that is never called: Racket rejects the whole
;; module at compile time, so nothing is printed and every datum fails.

(displayln "this line never prints")

(define (hand-total hand)
  (if (null? hand)
      0
      (+ (card-valu (car hand)) (hand-total (cdr hand)))))

(define (card-value c) (cdr c))
