#lang racket
;; procedures with keyword AND rest parameters: define, lambda, curried define, application
;; with and without the keyword, extra positional arguments, keyword-apply, arity errors.

(define (func a [b "b"] #:c [c "c"] . rest) (list a b c rest))

(define needs-k (lambda (a #:k k . r) (list a k r)))

(define ((curried x) a #:c [c 0] . r) (list x a c r))

(define (only-kw #:c [c 1] . r) (list c r))

(define (two-req a b #:c [c 1] #:d [d 2] . r) (list a b c d r))

(define (sees-earlier a #:c [c (list a)] . r) (list a c r))

(define (tail-count n #:acc [acc 0] . extra)
  (if (zero? n) (list acc extra) (tail-count (sub1 n) #:acc (add1 acc))))

(define (make-adder base)
  (lambda (x #:scale [scale 1] . more) (* scale (apply + base x more))))
