#lang racket
;; required by ../contract_out_structs.rkt: struct clauses in contract-out
(provide (contract-out (struct posn ((x number?) (y number?)))
                       (struct account ((owner string?) (balance (>=/c 0))))
                       [origin posn?]
                       [broken-posn (-> posn?)]))
(struct posn (x y) #:transparent)
(struct account (owner [balance #:mutable]) #:transparent)
(define origin (posn 0 0))
(define (broken-posn) (posn 'x 'y))
