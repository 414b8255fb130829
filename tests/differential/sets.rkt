#lang racket
;; racket/set: hash sets, their printed forms, the generic set operations (lists are sets too).
(define suits (set 'hearts 'spades 'clubs 'diamonds))
(define evens (for/set ([i 10] #:when (even? i)) i))
(define m (mutable-set 1 2 3))
(set-add! m 4)
(set-remove! m 1)
