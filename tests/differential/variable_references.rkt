#lang racket
;; (#%variable-reference): a reference to a variable of this module, the module's namespace
;; through it (the idiom for `eval` in one's own module), its source file; their errors.

(define x 5)
(define vr (#%variable-reference))
(define vr-x (#%variable-reference x))
(define vr-later (#%variable-reference defined-later))
(define ns (variable-reference->namespace vr))
(define (in-a-body) (#%variable-reference))
(define defined-later 7)
