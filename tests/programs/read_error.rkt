#lang scheme
;; A missing close paren.

(define (double x) (* 2 x))
(double 4)
(define (triple x)
  (* 3 x)
(triple 5)
