#lang racket/base
;; Issue 29: a list used as an array, updated by list-set / list-update far in (past the
;; 32 pairs from which list-ref keeps an index of a list's pairs) and read back by
;; list-ref: each update a new list sharing the tail after the change, the old list
;; unchanged; the index an updated list inherits from its source must give the new
;; list's elements, at the changed position, before it and after it, to the end.
(require racket/list)
(define mem (range 100))
(define (read-twice l k) (list (list-ref l k) (list-ref l k)))
(read-twice mem 80)
(define (run-updates l n)
  ;; n updates, each reading two cells far in and writing their sum to a third
  (for/fold ([l l]) ([i (in-range n)])
    (define a (modulo (* i 37) 100))
    (define b (modulo (* i 53) 100))
    (define d (modulo (* i 71) 100))
    (list-set l d (+ (list-ref l a) (list-ref l b)))))
(define updated (run-updates mem 300))
