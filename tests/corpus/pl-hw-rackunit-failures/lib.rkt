#lang racket
(provide (all-defined-out))
(define (my-reverse l) (foldl cons '() l))
(define (my-max l) (foldl max (car l) l))
(define (flatten1 l) (apply append l))
(define (safe-div a b) (if (zero? b) (raise 'division-by-zero) (/ a b)))
