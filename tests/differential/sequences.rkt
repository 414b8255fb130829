#lang racket
;; The generic sequence protocol: in-indexed, in-string, in-bytes, in-hash and friends,
;; byte strings and mutable strings as sequences, sequence->list, multiple-valued
;; sequences bound to the wrong number of names.
(define ms (make-string 4 #\a))
(define h (make-hash '((1 . one))))
