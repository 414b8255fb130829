#lang racket
;; racket/stream's stream-map, stream-filter, stream-take, stream-append and
;; stream-add-between as Racket 8.7 makes them (make-do-stream): a stream-map's element
;; is computed at each look, each stream-rest builds the rest anew, emptiness is checked
;; eagerly, a filter keeps its search but takes its element from the stream at each look.
(define (show x) (displayln x) x)
(define (noisy n) (stream-cons (begin (printf "first ~a\n" n) n)
                               (begin (printf "rest ~a\n" n) (if (< n 3) (noisy (add1 n)) empty-stream))))
(define (ints-from n) (stream-cons n (ints-from (add1 n))))
(define sum 0)
(define (accum x) (set! sum (+ x sum)) sum)
