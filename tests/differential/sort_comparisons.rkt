#lang racket
;; sort, vector-sort and vector-sort! compare as Racket's sort.rkt does, step for step
;; (generated): how many times a comparator or a #:key procedure is called (a key at every
;; comparison, or once each with #:cache-keys?), which element's error comes first, where
;; a comparator that is no strict order (<=, #t, #f) leaves the elements, and an ordered
;; list is the argument itself.
(require racket/vector)
