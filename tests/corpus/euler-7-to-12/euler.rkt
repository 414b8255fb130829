#lang racket
;; Project Euler 7-12, my solutions
(define (prime? n)
  (and (> n 1)
       (let loop ([d 2])
         (cond [(> (* d d) n) #t]
               [(zero? (remainder n d)) #f]
               [else (loop (add1 d))]))))
;; 7: 10001st prime (do 1001st here, quicker)
(define (nth-prime k)
  (let loop ([n 2] [count 0])
    (if (prime? n)
        (if (= (add1 count) k) n (loop (add1 n) (add1 count)))
        (loop (add1 n) count))))
(printf "Problem 7: ~a\n" (nth-prime 1001))
;; 8: largest product of 4 adjacent digits
(define digits "73167176531330624919225119674426574742355349194934969835203127745063262395783180169848018694788518438586156078911294949545950173795833195285320880551112540698747158523863050715693290963295227443043557")
(define (digit-at i) (- (char->integer (string-ref digits i)) 48))
(printf "Problem 8: ~a\n"
        (for/fold ([best 0]) ([i (in-range (- (string-length digits) 3))])
          (max best (for/product ([j 4]) (digit-at (+ i j))))))
;; 9: pythagorean triplet with a+b+c = 1000
(define triplet
  (for*/first ([a (in-range 1 1000)]
               [b (in-range a 1000)]
               #:when (let ([c (- 1000 a b)]) (= (+ (* a a) (* b b)) (* c c))))
    (list a b (- 1000 a b))))
(printf "Problem 9: ~a -> ~a\n" triplet (apply * triplet))
;; 10: sum of primes below 20000 with a sieve
(define (sieve n)
  (define v (make-vector n #t))
  (vector-set! v 0 #f) (vector-set! v 1 #f)
  (for ([i (in-range 2 n)] #:when (vector-ref v i))
    (for ([j (in-range (* i i) n i)]) (vector-set! v j #f)))
  (for/list ([i n] #:when (vector-ref v i)) i))
(printf "Problem 10: ~a\n" (apply + (sieve 20000)))
;; 12: first triangle number with over 100 divisors
(define (num-divisors n)
  (let loop ([d 1] [c 0])
    (cond [(> (* d d) n) c]
          [(= (* d d) n) (+ c 1)]
          [(zero? (modulo n d)) (loop (+ d 1) (+ c 2))]
          [else (loop (+ d 1) c)])))
(define (tri k) (/ (* k (+ k 1)) 2))
(printf "Problem 12: ~a\n"
        (let loop ([k 1]) (if (> (num-divisors (tri k)) 100) (tri k) (loop (+ k 1)))))
;; 11-ish: max of a grid
(define grid '((8 2 22 97) (49 49 99 40) (81 49 31 73) (52 70 95 23)))
(define (rows g) g)
(define (cols g) (apply map list g))
(displayln (apply max (map (lambda (r) (apply * r)) (append (rows grid) (cols grid)))))
(exact->inexact (/ (apply + (sieve 100)) (length (sieve 100))))
(length (sieve 100))
(take (sieve 1000) 10)
(drop (reverse (sieve 50)) 10)
(argmax (lambda (n) (num-divisors n)) (range 1 100))
(argmin (lambda (n) (abs (- n 50))) (sieve 100))
