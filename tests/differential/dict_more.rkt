#lang racket
;; racket/dict beyond the basics: dict-set*, dict-set*!, dict-ref!, dict-clear,
;; dict-clear!, dict-copy, dict-mutable?, dict-can-remove-keys?, dict-can-functional-set?,
;; dict-iterate-first/-next/-key/-value over hash tables, association lists and vectors.
(define mh (make-hash '((a . 1))))
(define al '((a . 1) (b . 2) (a . 3)))
(define vec (vector 'x 'y 'z))
