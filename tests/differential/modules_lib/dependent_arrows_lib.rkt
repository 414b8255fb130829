#lang racket/base
;; ->i in contract-out (tests/differential/contract_dependent_arrows.rkt)
(require racket/contract racket/list)
(define (add x y) (+ x y))
(define (bad-add x y) (- x y))
(define (chunk xs n) (if (null? xs) '() (cons (take xs n) (chunk (drop xs n) n))))
(define (bad-chunk xs n) (list xs))
(define (scale x #:by [by 1]) (* x by))
(provide (contract-out
  [add (->i ([x integer?] [y (x) (>=/c x)]) [r (x y) (=/c (+ x y))])]
  [bad-add (->i ([x integer?] [y (x) (>=/c x)]) [r (x y) (=/c (+ x y))])]
  [chunk (->i ([xs (n) (and/c list? (property/c length even?))]
               [n exact-positive-integer?])
              [result (xs n) (listof (and/c list? (property/c length (=/c n))))])]
  [bad-chunk (->i ([xs list?] [n exact-positive-integer?])
                  [result (xs n) (listof (and/c list? (property/c length (=/c n))))])]
  [scale (->i ([x number?]) (#:by [by number?]) [r number?])]))
