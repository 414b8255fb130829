#lang racket
;; srfi/41 (SRFI 41 streams) under #lang racket: its names shadow racket/stream's.
(require srfi/41)

;; what has been evaluated, in order
(define trace '())
(define (note! x) (set! trace (cons x trace)) x)
(define (take-trace!) (begin0 (reverse trace) (set! trace '())))

(define-stream (integers-from n) (stream-cons n (integers-from (+ n 1))))
(define nats (integers-from 0))

;; skips by calling itself: forced in a loop, not a Python frame per element
(define-stream (my-drop-while pred? s)
  (if (and (stream-pair? s) (pred? (stream-car s)))
      (my-drop-while pred? (stream-cdr s))
      s))

(define-stream (sieve s)
  (stream-cons (stream-car s)
               (sieve (stream-filter (lambda (x) (not (zero? (modulo x (stream-car s)))))
                                     (stream-cdr s)))))
(define primes (sieve (stream-from 2)))

(define (noisy-from n) (stream-cons (note! (list 'car n)) (begin (note! (list 'cdr n)) (noisy-from (+ n 1)))))
