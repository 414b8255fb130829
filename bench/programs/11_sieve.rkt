#lang racket/base
;; Sieve of Eratosthenes on a vector of booleans: the primes below 2,000,000.
;; Prints (count largest sum-mod-1000003).
(define limit 2000000)
(define composite (make-vector limit #f))
(let loop ([i 2])
  (when (< (* i i) limit)
    (unless (vector-ref composite i)
      (let mark ([j (* i i)])
        (when (< j limit)
          (vector-set! composite j #t)
          (mark (+ j i)))))
    (loop (+ i 1))))
(define-values (count largest sum)
  (for/fold ([count 0] [largest 0] [sum 0]) ([i (in-range 2 limit)])
    (if (vector-ref composite i)
        (values count largest sum)
        (values (+ count 1) i (modulo (+ sum i) 1000003)))))
(displayln (list count largest sum))
