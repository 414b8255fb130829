#lang racket
;; srfi/25: multi-dimensional arrays as Racket 8.7's srfi-lib has them (array.rkt and its
;; array library arlib.scm): results, printing, equality, the order procedures are called
;; in, and the errors of Racket's own code (its `error` messages and its primitives').
(require srfi/25
         (prefix-in alias: srfi/25/array)
         (prefix-in coded: srfi/%3a25)
         (prefix-in long: srfi/%3a25/multi-dimensional-arrays))
(define (bounds a) (for/list ([d (array-rank a)]) (list (array-start a d) (array-end a d))))
(define (show a) (list (bounds a) (array->vector a)))
(define grid (make-array (shape 0 2 0 3) 0))
(define m (tabulate-array (shape 0 2 0 3) (lambda (i j) (+ (* 10 i) j))))
(define calls '())
(define (traced i j) (set! calls (cons (list i j) calls)) (values j i))
