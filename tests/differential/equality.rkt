#lang racket/base
;; Booleans and equality (eq? / eqv? / equal?) in racket/base.

(define a-list (list 1 2))
(define same a-list)

(define (same-card? c1 c2)
  (and (eq? (car c1) (car c2))
       (equal? (cdr c1) (cdr c2))))

(define (truthy? v)
  (if v #t #f))

(define (my-member x l)
  (cond [(null? l) #f]
        [(equal? x (car l)) l]
        [else (my-member x (cdr l))]))
