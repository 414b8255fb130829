#lang racket
;; Issue 29, part 3: map, for-each, andmap and ormap of a literal two-argument lambda over
;; two lists run its body in a loop in place in compiled procedures
;; (compilation/elementwise.py): the values, the order of the body's effects, and
;; Racket's errors, raised before any element is visited: lists of different lengths
;; (naming the lambda), a non-list, an improper list; an error in the body.
(define (m xs ys) (map (lambda (x y) (display x) (+ x y)) xs ys))
(define (fe xs ys) (for-each (lambda (x y) (display (list x y))) xs ys))
(define (am xs ys) (andmap (lambda (x y) (display x) (< x y)) xs ys))
(define (om xs ys) (ormap (lambda (x y) (display x) (and (> x y) (list x y))) xs ys))
(define (keep xs ys) (map (lambda (x y) (lambda () (+ x y))) xs ys))
(define (dot xs ys) (apply + (map (lambda (x y) (* x y)) xs ys)))
