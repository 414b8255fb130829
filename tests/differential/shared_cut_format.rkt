#lang racket
;; racket/shared's `shared` (cyclic and shared data, printed with #n= labels), srfi/26's
;; cut and cute, srfi/48's format (issue 30). srfi/48's format shadows racket's here.
(require srfi/26 srfi/48)
(define counter 0)
(define (next!) (set! counter (add1 counter)) counter)
(define-struct node (val next) #:transparent #:mutable)
