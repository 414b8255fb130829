#lang racket
(define (card-value card)
  (cond [(number? (car card)) (car card)]
        [(eq? (car card) 'ace) 11]
        [else 10])

(define (hand-value hand)
  (apply + (map card-value hand)))

(hand-value '((ace . hearts) (5 . clubs)))
