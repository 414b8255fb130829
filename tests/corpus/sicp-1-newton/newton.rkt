#lang racket
;; SICP 1.1.7 and exercises 1.7, 1.8

(define (square x) (* x x))
(define (average x y) (/ (+ x y) 2))

(define (sqrt-iter guess x)
  (if (good-enough? guess x)
      guess
      (sqrt-iter (improve guess x) x)))

(define (improve guess x)
  (average guess (/ x guess)))

(define (good-enough? guess x)
  (< (abs (- (square guess) x)) 0.001))

(define (my-sqrt x)
  (sqrt-iter 1.0 x))

(my-sqrt 9)
(my-sqrt (+ 100 37))
(my-sqrt (+ (my-sqrt 2) (my-sqrt 3)))
(square (my-sqrt 1000))

;; Exercise 1.7: a better good-enough? that watches the change between guesses
(define (sqrt-iter2 old new x)
  (if (< (abs (- old new)) (* new 1e-10))
      new
      (sqrt-iter2 new (improve new x) x)))
(define (sqrt2 x) (sqrt-iter2 0.0 1.0 x))
(sqrt2 0.0001)
(sqrt2 123456789012)

;; Exercise 1.8: cube roots
(define (cube-root x)
  (define (improve y) (/ (+ (/ x (square y)) (* 2 y)) 3))
  (define (iter y)
    (let ([next (improve y)])
      (if (< (abs (- next y)) 1e-12) next (iter next))))
  (iter 1.0))
(cube-root 27)
(cube-root 2)

;; exact arithmetic: the same iteration with rationals
(define (exact-sqrt-steps x n)
  (let loop ([g 1] [n n])
    (if (= n 0) g (loop (average g (/ x g)) (- n 1)))))
(exact-sqrt-steps 2 4)
(exact->inexact (exact-sqrt-steps 2 4))
