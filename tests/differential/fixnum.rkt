#lang racket/base
;; racket/fixnum required into racket/base: fixnum arithmetic (Racket CS's 61-bit range),
;; its contract and overflow errors, and fxvectors.
(require racket/fixnum)
(define M (expt 2 60))
(define v (fxvector 1 2 3))
