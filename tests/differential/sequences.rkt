#lang racket
;; The generic sequence protocol: in-indexed, in-string, in-bytes, in-hash and friends,
;; byte strings and mutable strings as sequences, sequence->list, multiple-valued
;; sequences bound to the wrong number of names.
(define ms (make-string 4 #\a))
(define h (make-hash '((1 . one))))
;; in-producer: a producer's values until its stop
(define (gen lst) (λ () (begin0 (car lst) (set! lst (cdr lst)))))
(define counter 0)
(define (next-pair) (set! counter (add1 counter)) (values counter (* counter counter)))
