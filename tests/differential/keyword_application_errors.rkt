#lang racket
;; Calls written with keyword arguments: to procedures taking none (primitives of fixed arity,
;; struct constructors, the common variadic primitives: Racket's "does not accept keyword
;; arguments", arguments listed), unknown keywords (the first in keyword order named), apply
;; with keywords; user procedures with optional, keyword and rest parameters.
(define (f a b) (list a b))
(define (g a [b 1]) (list a b))
(define (h a #:k k) (list a k))
(define (i a #:k [k 1] . rest) (list a k rest))
(define (j #:x x #:y [y 2]) (list x y))
(define (m . xs) xs)
(define cl (case-lambda [(a) 1] [(a b c) 3]))
(define (o a [b 2] #:k [k 3] #:q q) (list a b k q))
(define lam (lambda (x #:k k) x))
(struct pt (x y) #:transparent)
