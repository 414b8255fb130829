#lang racket
;; Numbers: exactness, rationals, float printing, racket/math helpers.

(define (square x) (* x x))

(define (average . nums)
  (/ (apply + nums) (length nums)))

(define (celsius->fahrenheit c)
  (+ 32 (* 9/5 c)))

(define (hypot a b)
  (sqrt (+ (square a) (square b))))

(define (percent part whole)
  (* 100.0 (/ part whole)))

(define (digits n)
  (if (< n 10)
      (list n)
      (append (digits (quotient n 10)) (list (remainder n 10)))))

(define (fact n)
  (if (= n 0) 1 (* n (fact (- n 1)))))

(define (round-to x places)
  (let ([m (expt 10 places)])
    (/ (round (* x m)) m)))
