#lang racket
(provide table lookup)
(displayln "helper starting")
(define table (make-hash '((a . 1) (b . 2))))
(define (lookup k) (hash-ref table k))
(printf "helper has ~a entries\n" (hash-count table))
(lookup 'c)
(displayln "helper done")
