#lang racket
;; Byte strings: #"..." literals and their escapes, printing (print/write/display),
;; the byte-string procedures of racket/base, equal? and hashing, their errors.
(define lit #"abc")
(define mb (make-bytes 4 65))
(define all (bytes 0 1 7 8 9 10 11 12 13 27 34 39 92 127 128 255 65))
