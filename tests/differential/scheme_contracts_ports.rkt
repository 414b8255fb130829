#lang scheme
(define (f x) (* 2 x))
(provide/contract [f (-> number? number?)])
(define/contract (g x) (-> natural-number/c (listof any/c)) (list x))
