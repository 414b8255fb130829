#lang racket
(define xs (for/list ([i 200000]) (modulo (* i 7919) 100003)))
(void (sort (map (lambda (x) (cons x x)) xs) < #:key car #:cache-keys? #t))
