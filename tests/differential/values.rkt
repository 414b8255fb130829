#lang racket/base
;; Multiple values: values / define-values / let-values / call-with-values (racket/base).

(define (min-max lst)
  (values (apply min lst) (apply max lst)))

(define (quot-rem a b)
  (values (quotient a b) (remainder a b)))

(define (split-by-suit hand suit)
  (let loop ([hand hand] [yes '()] [no '()])
    (cond [(null? hand) (values (reverse yes) (reverse no))]
          [(eq? (car (car hand)) suit) (loop (cdr hand) (cons (car hand) yes) no)]
          [else (loop (cdr hand) yes (cons (car hand) no))])))

(define-values (low high) (min-max '(4 8 15 16 23 42)))

(define (stats lst)
  (define-values (lo hi) (min-max lst))
  (list 'range (- hi lo)))
