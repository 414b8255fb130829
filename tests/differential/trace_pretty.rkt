#lang racket
;; racket/trace's call and result lines (nesting, tail calls, deep nesting, several values)
;; and racket/pretty's pretty-print / pretty-write / pretty-display / pretty-format.
(require racket/trace)
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(define (count-down n acc) (if (= n 0) acc (count-down (- n 1) (+ acc 1))))
(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1)))))
(define (two) (values 1 2))
(define (show . xs) xs)
(define (double x) (* x 2))
(trace fact count-down deep two show double)
(define long (for/list ([i 25]) (list i 'card (* i i))))
