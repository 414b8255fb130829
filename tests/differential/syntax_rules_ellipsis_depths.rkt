#lang racket
;; syntax-rules templates whose ellipses nest over variables of different depths: a
;; variable matched under one ellipsis, written `(x ...)` inside a repeated part, stays
;; whole in each repetition (only variables matched under more ellipses than the template
;; puts them under drive a repetition); `x ... ...` flattens one level. A student's
;; CSC 324 macro, define-predicate-match, repeats `(list <arg> ...)` in each clause.
(provide (all-defined-out))

(define-syntax each-with-all
  (syntax-rules ()
    [(_ (a ...) (b c ...) ...) '((x (a ...) b (c ...)) ...)]))

(define-syntax prefix-each
  (syntax-rules ()
    [(_ (a ...) (b ...) ...) '((a ... b ...) ...)]))

(define-syntax heads-and-all-tails
  (syntax-rules ()
    [(_ (a b ...) ...) '(a ... (b ... ...))]))

(define-syntax pair-with
  (syntax-rules ()
    [(_ x (y ...)) '((x y) ...)]))

(define-syntax vector-rows
  (syntax-rules ()
    [(_ #(a ...) (b ...)) '#((a b ...) ...)]))

(define-syntax clauses-over-args
  (syntax-rules (:-)
    [(_ (arg ...) ((pat ...) :- check ... result) ...)
     (list (list '(list arg ...) '(list pat ...) '(check ...) 'result) ...)]))

(define-syntax run-clauses
  (syntax-rules (:-)
    [(_ (arg ...) ((pat ...) :- result) ...)
     (lambda (arg ...)
       (match (list arg ...)
         [(list pat ...) result] ...
         [_ 'none]))]))
