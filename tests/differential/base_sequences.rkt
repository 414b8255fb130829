#lang racket/base
;; racket/base's in-cycle, in-parallel, in-sequences, make-do-sequence, sequence-generate(*),
;; sequence->stream.
(define (squares n) (make-do-sequence (lambda () (values (lambda (p) (* p p)) add1 0 (lambda (p) (< p n)) #f #f))))
(define counted 0)
(define (counting n) (make-do-sequence (lambda () (values (lambda (p) (set! counted (add1 counted)) p) add1 0 (lambda (p) (< p n)) #f #f))))
