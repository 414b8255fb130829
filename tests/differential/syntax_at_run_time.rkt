#lang racket
;; Syntax at run time in `racket`: `#'x` (syntax), quote-syntax and quasisyntax evaluated by
;; a program, and syntax->datum, syntax-e, syntax->list and datum->syntax on them (a
;; course's test harness names each test by (syntax->datum #'name) in a syntax-rules template).
(define-syntax name-of (syntax-rules () [(_ n) (syntax->datum #'n)]))
(define-syntax test-case-of
  (syntax-rules () [(_ body expected) (list (lambda () body) expected (syntax->datum #'body))]))
(define tc (test-case-of (+ 1 2) 3))
