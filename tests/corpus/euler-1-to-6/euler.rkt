#lang racket
;; Project Euler 1-6, the way I solved them first

;; Problem 1: multiples of 3 or 5 below 1000
(define (euler1 n)
  (for/sum ([i (in-range n)]
            #:when (or (zero? (modulo i 3)) (zero? (modulo i 5))))
    i))
(printf "Problem 1: ~a\n" (euler1 1000))

;; Problem 2: even Fibonacci numbers not exceeding four million
(define (euler2 limit)
  (let loop ([a 1] [b 2] [sum 0])
    (if (> a limit)
        sum
        (loop b (+ a b) (if (even? a) (+ sum a) sum)))))
(printf "Problem 2: ~a\n" (euler2 4000000))

;; Problem 3: largest prime factor of 600851475143
(define (largest-prime-factor n)
  (let loop ([n n] [d 2])
    (cond [(= n 1) d]
          [(> (* d d) n) n]
          [(zero? (remainder n d)) (loop (quotient n d) d)]
          [else (loop n (add1 d))])))
(printf "Problem 3: ~a\n" (largest-prime-factor 600851475143))

;; Problem 5: smallest number divisible by 1..20
(printf "Problem 5: ~a\n" (apply lcm (range 1 21)))

;; Problem 6: sum square difference
(define (euler6 n)
  (let ([nums (range 1 (add1 n))])
    (- (expt (apply + nums) 2)
       (apply + (map (lambda (x) (* x x)) nums)))))
(printf "Problem 6: ~a\n" (euler6 100))

;; Problem 9 (small search): Pythagorean triplet with a + b + c = 1000
(define (euler9)
  (for*/first ([a (in-range 1 334)]
               [b (in-range (add1 a) 500)]
               #:when (let ([c (- 1000 a b)]) (= (+ (* a a) (* b b)) (* c c))))
    (list a b (- 1000 a b) (* a b (- 1000 a b)))))
(euler9)
