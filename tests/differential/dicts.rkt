#lang racket
;; racket/dict over hash tables, association lists and vectors; bitwise-bit-set?,
;; bitwise-bit-field, vector-map!, hash-map/copy (issue 30's fresh corpus needed them).
(define alist '((a . 1) (b . 2) (a . 3)))
(define table (make-hash '((x . 1) (y . 2))))
(define vec (vector 1 2 3))
