#lang racket
;; Racket's hash codes of lists of fixnums (hash_order.equal_hash_code: the mix written out
;; while nothing wraps) and the first traversal of mutable tables keyed by them
;; (hash_order._first_order: the entries read by place).
(define (grid-table n m)
  (define h (make-hash))
  (for* ([x n] [y m]) (hash-update! h (list x y) add1 0))
  h)
(define (vents)
  (define h (make-hash))
  (for ([i 40]) (hash-update! h (list (modulo (* i 7) 11) (modulo (* i 5) 13)) add1 0))
  h)
(define big (expt 2 48))
