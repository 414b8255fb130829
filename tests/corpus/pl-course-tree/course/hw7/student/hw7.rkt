#lang racket
(provide (all-defined-out))
(define (zip xs ys) (map cons xs ys))
(define (unzip ps) (list (map car ps) (map cdr ps)))
(define (interleave xs ys)
  (cond [(null? xs) ys]
        [(null? ys) xs]
        [else (list* (car xs) (car ys) (interleave (cdr xs) (cdr ys)))]))
(define (chunk xs n)
  (if (<= (length xs) n)
      (list xs)
      (cons (take xs n) (chunk (drop xs n) n))))
