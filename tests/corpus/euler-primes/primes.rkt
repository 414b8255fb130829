#lang racket
;; Project Euler 7 and 10 (scaled down): sieve of Eratosthenes with a vector
(define (sieve n)
  (define marks (make-vector (add1 n) #t))
  (vector-set! marks 0 #f)
  (vector-set! marks 1 #f)
  (for ([i (in-range 2 (add1 (integer-sqrt n)))]
        #:when (vector-ref marks i))
    (for ([j (in-range (* i i) (add1 n) i)])
      (vector-set! marks j #f)))
  (for/list ([i (in-range (add1 n))] #:when (vector-ref marks i)) i))

(define primes (sieve 20000))
(printf "primes below 20000: ~a\n" (length primes))
(printf "1000th prime: ~a\n" (list-ref primes 999))
(printf "sum of primes below 20000: ~a\n" (apply + primes))

;; Problem 12 (small): first triangle number with over 50 divisors
(define (count-divisors n)
  (for/fold ([count 0]) ([d (in-range 1 (add1 (integer-sqrt n)))])
    (cond [(not (zero? (remainder n d))) count]
          [(= (* d d) n) (+ count 1)]
          [else (+ count 2)])))
(let loop ([i 1] [t 1])
  (if (> (count-divisors t) 50)
      (printf "triangle: ~a\n" t)
      (loop (add1 i) (+ t (add1 i)))))

;; Problem 14 (small): longest Collatz chain under 3000, memoized in a hash
(define memo (make-hash))
(hash-set! memo 1 1)
(define (collatz-length n)
  (or (hash-ref memo n #f)
      (let ([len (add1 (collatz-length (if (even? n) (quotient n 2) (add1 (* 3 n)))))])
        (hash-set! memo n len)
        len)))
(define best
  (for/fold ([best 1]) ([n (in-range 1 3000)])
    (if (> (collatz-length n) (collatz-length best)) n best)))
(list best (collatz-length best))
