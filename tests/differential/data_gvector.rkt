#lang racket/base
;; data/gvector required into racket/base: growable vectors (adding, setting at the end,
;; inserting, removing, walks), how they print, equal?, and the library's errors.
(require data/gvector)
(define g (gvector 1 2 3))
(struct pt (x y) #:transparent)
