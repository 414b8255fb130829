#lang racket/base
;; Bignum factorials: n! for n up to 1,500 by a loop, the digit sum of 1500! through
;; number->string, and the trailing zeros of each factorial counted by division.
;; Prints (digits-of-1500! digit-sum zeros-total).
(define (fact n) (for/fold ([acc 1]) ([i (in-range 2 (add1 n))]) (* acc i)))
(define (trailing-zeros k)
  (let loop ([k k] [z 0])
    (if (zero? (remainder k 10)) (loop (quotient k 10) (add1 z)) z)))
(define big (fact 1500))
(define digits (number->string big))
(define digit-sum
  (for/sum ([c (in-string digits)]) (- (char->integer c) 48)))
(define zeros
  (for/sum ([n (in-range 1 400)]) (trailing-zeros (fact n))))
(displayln (list (string-length digits) digit-sum zeros))
