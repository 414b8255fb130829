#lang racket
;; racket/stream: lazy streams (stream-cons, stream, for/stream), infinite streams, the stream
;; operations on streams, lists and in-range; printed as #<stream>.
(define (ints-from n) (stream-cons n (ints-from (add1 n))))
(define nats (ints-from 0))
(define forced 0)
(define s (stream-cons (begin (set! forced (add1 forced)) 'a) empty-stream))
(define (sieve s)
  (stream-cons (stream-first s)
               (sieve (stream-filter (lambda (n) (not (zero? (modulo n (stream-first s)))))
                                     (stream-rest s)))))
(define primes (sieve (ints-from 2)))
