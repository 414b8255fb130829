#lang racket
;; Project Euler 4 (two-digit version) and 36, with string helpers
(define (palindrome? s) (string=? s (list->string (reverse (string->list s)))))
(define (number-palindrome? n) (palindrome? (number->string n)))

(define (largest-palindrome-product lo hi)
  (for*/fold ([best 0]) ([a (in-range lo hi)] [b (in-range a hi)])
    (let ([p (* a b)])
      (if (and (> p best) (number-palindrome? p)) p best))))
(largest-palindrome-product 10 100)

;; double-base palindromes below 1000
(define (binary n) (number->string n 2))
(define double-base
  (filter (lambda (n) (and (number-palindrome? n) (palindrome? (binary n))))
          (range 1 1000)))
double-base
(apply + double-base)

;; Problem 16 and 20: digit sums of big numbers
(define (digit-sum n)
  (for/sum ([c (number->string n)]) (- (char->integer c) (char->integer #\0))))
(digit-sum (expt 2 1000))
(define (factorial n) (if (zero? n) 1 (* n (factorial (sub1 n)))))
(digit-sum (factorial 100))

;; Problem 17 (1..20 only): letters in number words
(define words
  #("" "one" "two" "three" "four" "five" "six" "seven" "eight" "nine" "ten" "eleven"
    "twelve" "thirteen" "fourteen" "fifteen" "sixteen" "seventeen" "eighteen" "nineteen" "twenty"))
(for/sum ([i (in-range 1 21)]) (string-length (vector-ref words i)))
(string-upcase (string-join (for/list ([i '(3 1 4 1 5)]) (vector-ref words i)) "-"))
