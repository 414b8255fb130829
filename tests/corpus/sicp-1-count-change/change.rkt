#lang racket
;; SICP 1.2.2 Counting change, and friends (ex 1.11, 1.12, fast-expt)
(define (count-change amount)
  (cc amount 5))
(define (cc amount kinds-of-coins)
  (cond ((= amount 0) 1)
        ((or (< amount 0) (= kinds-of-coins 0)) 0)
        (else (+ (cc amount
                     (- kinds-of-coins 1))
                 (cc (- amount
                        (first-denomination kinds-of-coins))
                     kinds-of-coins)))))
(define (first-denomination kinds-of-coins)
  (cond ((= kinds-of-coins 1) 1)
        ((= kinds-of-coins 2) 5)
        ((= kinds-of-coins 3) 10)
        ((= kinds-of-coins 4) 25)
        ((= kinds-of-coins 5) 50)))

(count-change 100)

;; Exercise 1.11
(define (f-rec n)
  (if (< n 3)
      n
      (+ (f-rec (- n 1)) (* 2 (f-rec (- n 2))) (* 3 (f-rec (- n 3))))))
(define (f-iter n)
  (define (iter a b c count)
    (if (= count 0)
        c
        (iter (+ a (* 2 b) (* 3 c)) a b (- count 1))))
  (iter 2 1 0 n))
(map f-rec '(0 1 2 3 4 5 10))
(map f-iter '(0 1 2 3 4 5 10))

;; Exercise 1.12 Pascal's triangle
(define (pascal row col)
  (if (or (= col 0) (= col row))
      1
      (+ (pascal (- row 1) (- col 1)) (pascal (- row 1) col))))
(for ([r 6])
  (for ([c (+ r 1)])
    (printf "~a " (pascal r c)))
  (newline))

;; 1.2.4 fast exponentiation
(define (fast-expt b n)
  (cond ((= n 0) 1)
        ((even? n) (square (fast-expt b (/ n 2))))
        (else (* b (fast-expt b (- n 1))))))
(define (square x) (* x x))
(fast-expt 2 100)
(fast-expt 3 41)

;; gcd and a primality test by smallest divisor
(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test)
  (cond ((> (square test) n) n)
        ((divides? test n) test)
        (else (find-divisor n (+ test 1)))))
(define (divides? a b) (= (remainder b a) 0))
(map smallest-divisor '(199 1999 19999))
(define (my-gcd a b) (if (= b 0) a (my-gcd b (remainder a b))))
(my-gcd 206 40)
