#lang racket
;; A let-family binding of two parts whose first is no identifier: Racket's
;; "(not an identifier)" at that part; any other shape is "not an identifier and
;; expression for a binding" at the binding.
(define ok 1)
