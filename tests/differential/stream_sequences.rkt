#lang racket
;; racket/stream's operations on sequences that are streams without being stream cells
;; (in-range, in-inclusive-range, in-naturals, in-list, lists), walked directly: values,
;; how far a predicate runs, which parts of a stream-cons chain are forced, errors.
(define calls 0)
(define (counting f) (lambda args (set! calls (add1 calls)) (apply f args)))
(define (calls-of thunk) (set! calls 0) (let ([v (thunk)]) (list v calls)))
(define forced '())
(define (noisy-stream n)
  (let loop ([i 0])
    (if (= i n)
        empty-stream
        (stream-cons (begin (set! forced (cons i forced)) i) (loop (add1 i))))))
(define (forced-by thunk) (set! forced '()) (let ([v (thunk)]) (list v (reverse forced))))
