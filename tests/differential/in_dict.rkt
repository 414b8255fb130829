#lang racket
;; racket/dict's iteration: in-dict (two values), in-dict-keys, in-dict-values, in-dict-pairs
;; over hash tables, association lists and vectors in `for` loops and as first-class
;; sequences, with dict-map, dict-for-each, dict-keys, dict-values, dict->list, dict-count;
;; a dict that is not one is an error only when a loop walks it.
(define h (hash 'a 1 'b 2 'c 3))
(define mh (make-hash '((k . v))))
(define al '((x . 1) (y . 2) (x . 3)))
(define vec (vector 'p 'q 'r))
(define (sorted-pairs lst) (sort lst symbol<? #:key car))
