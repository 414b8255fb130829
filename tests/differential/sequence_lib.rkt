#lang racket
;; racket/sequence: sequence->list/-length/-ref/-tail/-append/-map/-filter/-add-between/
;; -fold/-count/-andmap/-ormap/-for-each, empty-sequence, in-slice, in-syntax over lists,
;; vectors, strings, counts, ranges, hash tables (two values), streams and sets: values,
;; which results are streams and which #<sequence>, laziness, errors.
(define h (hash 'a 1))
(define v (vector 1 2 3 4 5))
(define calls '())
(define (noted x) (set! calls (cons x calls)) (* x 10))
(define (calls-since thunk) (set! calls '()) (let ([r (thunk)]) (list r (reverse calls))))
