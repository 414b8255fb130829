#lang racket
;; order of definitions: forward references in functions are fine, in values are not

(define (f x) (g (+ x 1)))      ; g defined later: fine, called after
(define (g y) (* y 2))
(f 3)

(define (outer n)
  (define a (* n 2))
  (define (helper) (+ a b))      ; b defined below, read when helper runs
  (define b 10)
  (helper))
(outer 5)

(define lst (list 1 2 3))
(define total (apply + lst))
total

(define (counter-test)
  (define count 0)
  (set! count (add1 count))
  count)
(counter-test)

(letrec ([is-even? (lambda (n) (or (zero? n) (is-odd? (sub1 n))))]
         [is-odd? (lambda (n) (and (not (zero? n)) (is-even? (sub1 n))))])
  (is-odd? 11))

(define (bad-inner)
  (define x y)
  (define y 5)
  x)
(with-handlers ([exn:fail? exn-message]) (bad-inner))

(define result (compute 4))
(define (compute n) (* n n))
result
