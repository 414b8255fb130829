#lang racket
;; Issue 29, part 3: the primitives' own fast paths (sqrt of a nonnegative integer, range
;; of exact integers, assoc and equal? of exact integers and symbols, append in one walk,
;; string->list, + of many exact integers) and the inlined calls of sqrt and the character
;; predicates in compiled procedures: their answers, exactness and errors at the edges.
(define (root n) (sqrt n))
(define (roots n) (for/list ([i (in-range n)]) (sqrt i)))
(define (kinds c)
  (list (char-alphabetic? c) (char-numeric? c) (char-whitespace? c)
        (char-upper-case? c) (char-lower-case? c)))
(define (count-letters s)
  (for/sum ([c (in-string s)]) (if (char-alphabetic? c) 1 0)))
(define (sum-list lst) (apply + lst))
(define big (expt 10 20))
(define (updated key proc . failure)
  (define h (make-hash '((a . 1) ((1 2) . 5))))
  (apply hash-update! h key proc failure)
  (sort (hash->list h) string<? #:key (lambda (p) (format "~s" p))))
(define (cut s a b) (substring s a b))
(define (refs l) (list (list-ref l 0) (list-ref l 2)))
(define (ref4 l) (list-ref l 4))
(define (ref5 l) (list-ref l 5))
