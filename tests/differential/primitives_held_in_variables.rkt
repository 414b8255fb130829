#lang racket
;; Calls of a procedure held in a variable or passed as an argument, where the procedure
;; is a primitive: compiled code calls its function directly (codegen.Emitter.call), so
;; its results, multiple values, tail calls, arity errors and errors must stay Racket's.
(provide (all-defined-out))
(define (call1 f x) (let ([r (f x)]) r))
(define (call2 f x y) (let ([r (f x y)]) r))
(define (call0 f) (let ([r (f)]) r))
(define (call3 f x y z) (let ([r (f x y z)]) r))
(define (twice f x) (let ([a (f x)]) (f a)))
(define (my-map f l) (if (null? l) '() (cons (f (car l)) (my-map f (cdr l)))))
(define (sum-with f l acc) (if (null? l) acc (sum-with f (cdr l) (+ acc (f (car l))))))
(define (values-count f . args) (call-with-values (lambda () (apply f args)) list))
(define (first-of f x) (let-values ([(a . rest) (f x)]) a))
(define move add1)
(define (walk n) (let loop ([i 0] [acc 0]) (if (= i n) acc (loop (add1 i) (move acc)))))
