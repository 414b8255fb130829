#lang racket
(struct posn (x y) #:transparent)
(define h (hash 'a 1 "s" 2 (cons 1 2) 3 (posn 0 0) 4))
(define (bump v) (+ v 1000))
