#lang racket
(define xs (for/list ([i 200000]) (modulo (* i 7919) 100003)))
(define r (sort xs < #:key (lambda (x) (- x))))
(car r)
