#lang racket/base
;; Continuation marks: with-continuation-mark (a mark in tail position of another with the
;; same key replaces it, through procedure calls too; non-tail marks nest), the mark-set
;; procedures, mark keys, call-with-immediate-continuation-mark, marks in exceptions, deep
;; tail loops in constant space.
(define (marks k) (continuation-mark-set->list (current-continuation-marks) k))
(define (tail-down n)
  (if (= n 0) (marks 'k) (with-continuation-mark 'k n (tail-down (- n 1)))))
(define (nested-down n)
  (if (= n 0) (marks 'k) (with-continuation-mark 'k n (values (nested-down (- n 1))))))
(define key (make-continuation-mark-key 'mine))
(define (immediate) (call-with-immediate-continuation-mark 'k (lambda (v) v) 'none))
