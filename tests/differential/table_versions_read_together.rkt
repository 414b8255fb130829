#lang racket
;; Two versions of one immutable hash table or set (made by hash-set, hash-remove,
;; set-add, set-remove, set-union from the same table) read together: equal?,
;; hash-keys-subset?, set-subtract, set-intersect, set-union, set=? see each version's own
;; entries.
(require racket/hash)
(define h (for/hash ([i 100]) (values i i)))
(define h3 (hash-set h 5 'x))
(define h4 (hash-remove (hash-set h 1000 0) 7))
(define a (list->set (range 100)))
(define b (set-remove (set-add a 1000) 7))
(define c (set-add a 1000))
