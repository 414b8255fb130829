#lang racket
;; SICP 3.5 Streams, written with delay and force (Racket has no cons-stream)
(define-syntax-rule (cons-stream a b) (cons a (delay b)))
(define the-empty-stream '())
(define stream-null? null?)
(define (stream-car s) (car s))
(define (stream-cdr s) (force (cdr s)))

(define (stream-ref s n)
  (if (= n 0)
      (stream-car s)
      (stream-ref (stream-cdr s) (- n 1))))
(define (stream-map proc . argstreams)
  (if (stream-null? (car argstreams))
      the-empty-stream
      (cons-stream
       (apply proc (map stream-car argstreams))
       (apply stream-map
              (cons proc (map stream-cdr argstreams))))))
(define (stream-filter pred stream)
  (cond ((stream-null? stream) the-empty-stream)
        ((pred (stream-car stream))
         (cons-stream (stream-car stream)
                      (stream-filter pred (stream-cdr stream))))
        (else (stream-filter pred (stream-cdr stream)))))
(define (take-stream s n)
  (if (= n 0) '() (cons (stream-car s) (take-stream (stream-cdr s) (- n 1)))))

(define (integers-starting-from n)
  (cons-stream n (integers-starting-from (+ n 1))))
(define integers (integers-starting-from 1))
(define (add-streams s1 s2) (stream-map + s1 s2))
(define (scale-stream s f) (stream-map (lambda (x) (* x f)) s))

(define ones (cons-stream 1 ones))
(define fibs
  (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))
(take-stream fibs 15)

(define (divisible? x y) (= (remainder x y) 0))
(define (sieve stream)
  (cons-stream
   (stream-car stream)
   (sieve (stream-filter
           (lambda (x) (not (divisible? x (stream-car stream))))
           (stream-cdr stream)))))
(define primes (sieve (integers-starting-from 2)))
(take-stream primes 20)
(stream-ref primes 50)

;; ex 3.54 factorials, ex 3.59 power series
(define (mul-streams s1 s2) (stream-map * s1 s2))
(define factorials (cons-stream 1 (mul-streams factorials (stream-cdr integers))))
(take-stream factorials 10)
(define (integrate-series s) (stream-map / s integers))
(define exp-series (cons-stream 1 (integrate-series exp-series)))
(take-stream exp-series 8)
(define double (cons-stream 1 (scale-stream double 2)))
(take-stream double 11)

;; memoization: a stream element is computed once
(define count 0)
(define (noisy n) (set! count (+ count 1)) n)
(define s (stream-map noisy integers))
(stream-ref s 5)
(stream-ref s 5)
count
