#lang racket
;; racket/contract's flat contracts as predicates; flat-contract-predicate, flat-rec-contract,
;; flat-murec-contract, struct/c, property/c.
(struct posn (x y))
(define tree/c (flat-rec-contract tree (listof tree) number?))
(define natural-posn/c (struct/c posn exact-nonnegative-integer? exact-nonnegative-integer?))
(define pair-list/c (property/c length (=/c 2)))
(define (all/c c) (λ (xs) (andmap (flat-contract-predicate c) xs)))
(define/contract p natural-posn/c (posn 1 2))
