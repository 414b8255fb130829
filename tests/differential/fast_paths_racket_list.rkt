#lang racket
;; Session 18: racket/list's count, filter-map and append-map of a literal one-argument
;; lambda run its body in a loop in place in compiled procedures (compilation/elementwise.py),
;; and call a procedure given by name directly (primitives/racket_list.py): results, the
;; order of the body's effects, empty lists, Racket's errors for a non-list and an
;; improper list (naming the lambda), multiple values, append-map's unchecked last result,
;; errors in the body, closures keeping the element, long lists.
(define (big xs) (count (lambda (x) (> x 2)) xs))
(define (trace-count xs) (count (lambda (x) (display x) (odd? x)) xs))
(define (squares xs) (filter-map (lambda (x) (and (even? x) (* x x))) xs))
(define (trace-fm xs) (filter-map (lambda (x) (display x) x) xs))
(define (dup xs) (append-map (lambda (x) (list x x)) xs))
(define (trace-am xs) (append-map (lambda (x) (display x) (list x)) xs))
(define (as-is xs) (append-map (lambda (x) x) xs))
(define (mv-count xs) (count (lambda (x) (values x x)) xs))
(define (mv-fm xs) (filter-map (lambda (x) (values x x)) xs))
(define (mv-am xs) (append-map (lambda (x) (values x x)) xs))
(define (bad-body xs) (count (lambda (x) (car x)) xs))
(define (keep xs) (append-map (lambda (x) (list (lambda () x))) xs))
(define (above xs k) (count (lambda (x) (> x k)) xs))
(define (count-by f xs) (count f xs))
(define (filter-map-by f xs) (filter-map f xs))
(define (append-map-by f xs) (append-map f xs))
(define (one x) (list x))
