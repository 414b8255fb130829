#lang racket
;; Longest Collatz chain for a start below 300,000, with a mutable hash memo of chain
;; lengths (the Project Euler 14 way). Prints (start length).
(define memo (make-hash '((1 . 1))))
(define (chain-length n)
  (or (hash-ref memo n #f)
      (let ([len (add1 (chain-length (if (even? n) (quotient n 2) (+ (* 3 n) 1))))])
        (hash-set! memo n len)
        len)))
(define-values (best best-len)
  (for/fold ([best 1] [best-len 1]) ([n (in-range 1 300000)])
    (define len (chain-length n))
    (if (> len best-len) (values n len) (values best best-len))))
(displayln (list best best-len))
