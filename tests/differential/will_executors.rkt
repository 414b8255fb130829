#lang racket/base
;; Will executors: a will registered for a value the program still holds is never ready,
;; so will-try-execute gives its default; the contract errors of each procedure.
(define w (make-will-executor))
(define kept (vector 1 2))
(will-register w kept (lambda (v) (vector-length v)))
