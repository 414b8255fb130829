#lang racket
;; Project Euler 3, 7, 10 - primes
(define (prime? n)
  (and (> n 1)
       (let loop ([d 2])
         (cond [(> (* d d) n) #t]
               [(zero? (remainder n d)) #f]
               [else (loop (+ d 1))]))))
(define (largest-prime-factor n)
  (let loop ([n n] [d 2])
    (cond [(= n 1) d]
          [(zero? (remainder n d)) (if (= n d) d (loop (quotient n d) d))]
          [else (loop n (+ d 1))])))
(printf "Problem 3: ~a\n" (largest-prime-factor 600851475143))
(define (nth-prime k)
  (let loop ([n 2] [count 0])
    (if (prime? n)
        (if (= (+ count 1) k) n (loop (+ n 1) (+ count 1)))
        (loop (+ n 1) count))))
(printf "Problem 7: ~a\n" (nth-prime 1001))
(define (sieve-sum limit)
  (define v (make-vector limit #t))
  (vector-set! v 0 #f)
  (vector-set! v 1 #f)
  (for* ([i (in-range 2 (integer-sqrt limit))]
         #:when (vector-ref v i)
         [j (in-range (* i i) limit i)])
    (vector-set! v j #f))
  (for/sum ([i (in-range limit)] #:when (vector-ref v i)) i))
(printf "Problem 10 (small): ~a\n" (sieve-sum 20000))
(filter prime? (range 50))
(define (factorize n)
  (let loop ([n n] [d 2] [acc '()])
    (cond [(= n 1) (reverse acc)]
          [(zero? (modulo n d)) (loop (/ n d) d (cons d acc))]
          [else (loop n (add1 d) acc)])))
(factorize 360)
(factorize 9999991)
(define (divisors n) (filter (lambda (d) (zero? (modulo n d))) (range 1 (add1 n))))
(divisors 28)
(define (perfect? n) (= n (- (apply + (divisors n)) n)))
(filter perfect? (range 1 500))
(exact->inexact (/ (length (filter prime? (range 1000))) 1000))
(for/first ([i (in-naturals 1000)] #:when (prime? i)) i)
(for/last ([i (in-range 100)] #:when (prime? i)) i)
