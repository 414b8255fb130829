#lang racket
;; How top-level results print: multiple values, void, define-values, lambdas with names.

(define (min-max l) (values (apply min l) (apply max l)))
(min-max '(3 9 1))
(define-values (lo hi) (min-max '(4 2 8)))
(list lo hi)
(void)
(values)
(if #f #f (void))
(define (f x) x)
f
car
(let ([g (lambda (y) y)]) g)
(list (void) (void))
(when #f 'never)
(begin (display "side effect ") 'value)
