#lang racket/base
;; parameterize* (each value computed with the parameters before it already set) beside
;; parameterize, a parameter's guard, and what is not a parameter: extend-parameterization's
;; contract error, after every value was computed.
(define p (make-parameter 1))
(define q (make-parameter 2))
(define doubled (make-parameter 0 (lambda (v) (* v 2))))
