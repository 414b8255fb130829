#lang racket
;; Values in error messages are printed cut to Racket's error-print-width (256 characters,
;; then "..."): the index, range and lookup errors of lists, strings, vectors and hash tables.
(define big (range 300))
(define s (make-string 400 #\a))
(define v (make-vector 400 'abc))
(define (message thunk) (with-handlers ([exn:fail? exn-message]) (thunk) 'no-error))
