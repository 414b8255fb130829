#lang racket
;; Issue 29, part 27: the list primitives walk a known list (its pairs end in '()) with one
;; test a pair, append of two arguments and reverse count nothing without a step limit,
;; equal? of two vectors compares their atoms before making a stack, assoc of an exact
;; integer walks in place. The values and errors at the edges: empty lists, improper tails,
;; lists not known to be lists, long lists, shared tails, mixed number types.
(define (kons a d) (cons a d))
(define long (range 10000))
(define improper (kons 1 (kons 2 3)))
(define built (kons 0 (kons 1 (kons 2 '()))))
(define t '(7 8))
(define alist (for/list ([k 10]) (cons k (* k k))))
(define cyc-a (make-vector 1 0))
(define cyc-b (make-vector 1 0))
(vector-set! cyc-a 0 cyc-a)
(vector-set! cyc-b 0 cyc-b)
