#lang racket
;; racket/match's match/values: a multiple-valued expression matched against each clause's
;; patterns in parallel (#:when, nested patterns, no values), and its no-match error.
(define (digits n) (match/values (quotient/remainder n 10) [(0 d) (list d)] [(q d) (append (digits q) (list d))]))
