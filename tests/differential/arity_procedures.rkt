#lang racket
;; Arities as values: racket/function's arity=?, arity-includes?, normalize-arity,
;; normalized-arity?; racket/base's procedure-arity-mask and procedure-reduce-arity-mask
;; (a reduced procedure's arity, name and errors).
(define (f x [y 1]) x)
(define (g . xs) xs)
(define h (case-lambda [(a) 1] [(a b c) 3]))
(define (k x #:key y) x)
