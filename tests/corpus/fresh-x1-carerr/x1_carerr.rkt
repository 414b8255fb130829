#lang racket
;; grade averaging, crashes on an empty student list
(define grades '(("ann" 90 85 77) ("ben" 60 75) ("cy")))
(define (average lst) (/ (apply + lst) (length lst)))
(for ([g (take grades 2)])
  (printf "~a: ~a\n" (car g) (exact->inexact (average (cdr g)))))
(define (best-score g) (car (sort (cdr g) >)))
(map best-score (take grades 2))
(displayln "now computing best for everyone")
(map best-score grades)
(displayln "never reached")
