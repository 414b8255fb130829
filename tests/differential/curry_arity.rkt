#lang racket
;; racket/function's curry and curryr: the arity of a curried procedure (Racket reduces it
;; to from none to f's greatest arity less the arguments held), when f is applied (given
;; as many arguments as it ever takes, so an optional one is waited for), names, errors.
(define (foo a b c) (list a b c))
(define (opt a [b 1]) (list a b))
(define cl (case-lambda [(a) 1] [(a b c d) (list a b c d)]))
