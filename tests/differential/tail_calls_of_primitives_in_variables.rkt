#lang racket
;; Tail calls of a procedure held in a variable or passed as an argument, where the
;; procedure is a primitive: compiled code calls its function at once when it takes that
;; many arguments (codegen.primitive_or_tail_call), so its results, multiple values, its
;; own tail calls (apply, call-with-values: constant space), arity errors and errors must
;; stay Racket's.
(provide (all-defined-out))
(define (tail0 f) (f))
(define (tail1 f x) (f x))
(define (tail2 f x y) (f x y))
(define (tail3 f x y z) (f x y z))
(define (values-count f . args) (call-with-values (lambda () (apply f args)) list))
(define (compose2 f g) (lambda (x) (f (g x))))
(define ap apply)
(define (via-apply n) (if (= n 0) 'done (ap via-apply (list (- n 1)))))
(define cwv call-with-values)
(define (via-cwv n) (if (= n 0) 'done (cwv (lambda () (- n 1)) via-cwv)))
(define next add1)
(define (count-up i n) (if (= i n) i (count-up (next i) n)))
(define (pick-op k) (cond [(= k 0) car] [(= k 1) cdr] [else vector-ref]))
(define (use k x) ((pick-op k) x))
