#lang racket/base
;; procedure-rename, procedure-reduce-arity, primitive?, primitive-closure? (racket/base):
;; names, printing, arities and arity errors of the procedures they make, their own errors
;; in Racket 8.7's words and order.

(define (f x [y 2]) (list x y))
(define (kw x #:k [k 1]) (list x k))
(define (kw-required x #:k k) (list x k))
(define (any . xs) xs)
(define two (lambda (x y) (list x y)))
(define cl (case-lambda [(x) 1] [(x y z) 3]))
(define p (make-parameter 1))
(struct point (x y) #:transparent)
(define (msg thunk)
  (with-handlers ([exn? (lambda (e) (list (exn:fail:contract:arity? e) (exn-message e)))])
    (thunk)))
