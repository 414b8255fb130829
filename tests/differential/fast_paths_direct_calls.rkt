#lang racket
;; Issue 29, part 15: primitives calling a primitive or a translated procedure's Python
;; function directly (takef/dropf/splitf-at and every primitive that calls back through
;; runtime.call, curry and curryr making their procedures, force of a translated thunk),
;; format's patterns read once, min/max of three or more integers. Their answers and errors
;; at the edges: wrong arity, multiple values, deep tail calls, improper lists.
(define (add a b) (+ a b))
(define (add3 a b c) (list a b c))
(define (loop-down n) (if (zero? n) #f (loop-down (sub1 n))))
(define (deep-true x) (let loop ([n 100000]) (if (zero? n) #t (loop (sub1 n)))))
(define (two-values x) (values x x))
(define (small? x) (< x 3))
(define counter 0)
(define (count! x) (set! counter (add1 counter)) (< x 3))
(define (mn3 a b c) (min a b c))
(define (mx3 a b c) (max a b c))
(define (mn4 a b c d) (min a b c d))
(define (mx5 a b c d e) (max a b c d e))
(define (fmt2 a b) (format "~a~a" a b))
(define (fmt-s a) (format "<~s|~a|~v>" a a a))
(define (fmt-1 a) (format "~a" a))
(define (sub3 s a b) (substring s a b))
(define (sub2 s a) (substring s a))
(define ms (string-copy "hello"))
(define ms-set (string-copy "hello"))
(string-set! ms-set 0 #\j)
(define (sub a b) (- a b))
(define (sub-tail a b) (if (zero? a) b (sub-tail (sub1 a) b)))
(define sa (set 1 2 3))
(define sb (set-add sa 4))
(define sc (set-remove sa 1))
