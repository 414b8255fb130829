#lang racket/base
;; set!-values: module-level and local variables, its value (void), result arity errors,
;; bad syntax.

(define a 0)
(define b 0)
(define c 0)

(define (swap-ab!) (set!-values (a b) (values b a)))

(define (fib n)
  (let loop ([i 0] [x 0] [y 1])
    (if (= i n)
        x
        (begin (set!-values (x y) (values y (+ x y)))
               (loop (add1 i) x y)))))

(define (divmod! n d)
  (define q #f)
  (define r #f)
  (set!-values (q r) (quotient/remainder n d))
  (list q r))

(define counter
  (let ([hits 0] [last #f])
    (lambda (v)
      (set!-values (hits last) (values (add1 hits) v))
      (list hits last))))
