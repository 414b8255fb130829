#lang racket
;; Procedures whose integer parameters get a clone of their body that tests nothing
;; (compilation/fixnums.integer_params): every other kind of argument takes the general body.
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(define (prime? n)
  (and (> n 1)
       (let loop ([d 2])
         (cond [(> (* d d) n) #t]
               [(zero? (modulo n d)) #f]
               [else (loop (add1 d))]))))
(define (collatz n)
  (let loop ([n n] [k 0])
    (if (= n 1) k (loop (if (even? n) (quotient n 2) (+ (* 3 n) 1)) (add1 k)))))
;; a self tail call that leaves the integers: the clone's test is taken again each round
(define (halvings n acc) (if (< n 1) acc (halvings (/ n 2) (+ acc 1))))
(define (mixed a b) (if (< a b) (- b a) (* a b)))
(define (steps-to x limit) (let loop ([x x] [k 0]) (if (>= x limit) k (loop (* x 2) (add1 k)))))
(define (sum-to n) (for/fold ([s 0]) ([i (in-range n)]) (+ s (* i n))))
(define (keep n) (lambda (m) (+ n m (* n m))))
