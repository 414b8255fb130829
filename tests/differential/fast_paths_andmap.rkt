#lang racket
;; Issue 29, part 3: andmap and ormap of a literal one-argument lambda run its body in a
;; loop in place in compiled procedures (compilation/elementwise.py), like map, filter and
;; for-each: stopping at the first #f (andmap) or true value (ormap), the last value as
;; the result, #t / #f for the empty list, Racket's errors for a non-list, an improper
;; list, multiple values, and an error in the body.
(define (a1 xs) (andmap (lambda (x) (display x) (< x 3)) xs))
(define (o1 xs) (ormap (lambda (x) (display x) (and (> x 2) (* x 10))) xs))
(define (a2 xs) (andmap (lambda (x) (values 1 2)) xs))
(define (o2 xs) (ormap (lambda (x) (values 1 2)) xs))
(define (a3 xs) (andmap (lambda (x) (+ x 1)) xs))
(define (prime? n)
  (and (> n 1) (not (ormap (lambda (d) (zero? (remainder n d))) (range 2 (add1 (integer-sqrt n)))))))
(define (keep xs) (andmap (lambda (x) (let ([f (lambda () x)]) (f))) xs))
(define (nested xss) (ormap (lambda (xs) (andmap (lambda (x) (even? x)) xs)) xss))
(define (in-loop n)
  (let loop ([i 0] [acc '()])
    (if (= i n) (reverse acc)
        (loop (add1 i) (cons (andmap (lambda (x) (< x i)) '(0 1 2)) acc)))))
