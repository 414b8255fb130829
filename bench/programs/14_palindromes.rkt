#lang racket/base
;; Palindromic products of two 3-digit numbers (Project Euler 4, done exhaustively):
;; number->string, then string-ref from both ends. Prints (count largest).
(define (palindrome? s)
  (let loop ([i 0] [j (sub1 (string-length s))])
    (or (>= i j)
        (and (char=? (string-ref s i) (string-ref s j))
             (loop (add1 i) (sub1 j))))))
(define-values (count largest)
  (for*/fold ([count 0] [largest 0]) ([a (in-range 100 1000)] [b (in-range a 1000)])
    (define p (* a b))
    (if (palindrome? (number->string p))
        (values (add1 count) (max largest p))
        (values count largest))))
(displayln (list count largest))
