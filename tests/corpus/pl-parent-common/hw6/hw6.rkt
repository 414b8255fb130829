#lang racket
(provide (except-out (all-defined-out) helper))
(define (helper x) (* x 10))
(define (scale-all xs) (map helper xs))
(define (compose-all . fs) (foldr compose identity fs))
(define (curry2 f) (lambda (a) (lambda (b) (f a b))))
