#lang racket
;; Issue 29, part 3: foldl and foldr of a literal two-argument lambda run its body in a
;; loop in place in compiled procedures (compilation/elementwise.py): the accumulator,
;; foldr from the last element, the order of the body's effects, multiple values, Racket's
;; errors for a non-list and an improper list (naming the lambda), errors in the body, a
;; closure keeping the element, an assigned parameter, nesting, long lists.
(define (sum xs) (foldl (lambda (x a) (+ x a)) 0 xs))
(define (rev xs) (foldl (lambda (x a) (cons x a)) '() xs))
(define (copy xs) (foldr (lambda (x a) (cons x a)) '() xs))
(define (trace-l xs) (foldl (lambda (x a) (display x) (+ x a)) 0 xs))
(define (trace-r xs) (foldr (lambda (x a) (display x) (+ x a)) 0 xs))
(define (mv xs) (foldl (lambda (x a) (values x a)) 0 xs))
(define (mvr xs) (foldr (lambda (x a) (values x a)) 0 xs))
(define (keep xs) (foldl (lambda (x a) (let ([f (lambda () x)]) (cons (f) a))) '() xs))
(define (set-param xs) (foldl (lambda (x a) (set! a (* a 2)) (+ x a)) 1 xs))
(define (nested xss) (foldr (lambda (xs a) (+ a (foldl (lambda (x b) (* x b)) 1 xs))) 0 xss))
(define (init-effect xs) (foldl (lambda (x a) (+ x a)) (begin (display "init ") 0) (begin (display "list ") xs)))
