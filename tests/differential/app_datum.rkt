#lang racket
;; #%app and #%datum written out: (#%datum . d) is 'd, (#%app f a ...) is (f a ...),
;; at module level, in bodies, in macros; their bad syntax.

(define (f #:k k . r) (cons k r))

(define seven (#%datum . 7))

(define (square q) (#%app * q q))

(define-syntax-rule (both x) (#%app list x (#%datum . x)))

(define at-module-level (#%app list (#%datum . a) (#%datum . "s")))
