#lang racket/base
;; racket/flonum required into racket/base: flonum arithmetic (IEEE answers: NaN and
;; infinities where racket/base would give complex numbers or errors), its contract
;; errors, conversions, and flvectors.
(require racket/flonum)
(define v (flvector 1.0 2.0 3.0))
