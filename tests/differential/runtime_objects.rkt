#lang racket
;; Issue 29, part 26: the objects a program makes per call (the TailCall of a call in tail
;; position of an unknown procedure, the Closure of a lambda made at run time, the
;; StructInstance of a constructor) are made by the class called bare and their slots
;; filled in place. Their answers at the edges: tail calls through procedures passed in,
;; primitives and continuations in tail position, closures of each parameter shape,
;; case-lambda and keyword procedures, structs with parents, auto fields, guards,
;; mutable fields, prefab and transparent printing, and constructors' errors.
(struct pt (x y) #:transparent)
(struct pt3 pt (z) #:transparent)
(struct cell ([v #:mutable]))
(struct auto (a [b #:auto]) #:auto-value 'z #:transparent)
(struct pos (n) #:guard (lambda (n name) (if (positive? n) n (error name "not positive: ~a" n))))
(struct pf (a b) #:prefab)
(define (make-pt a b) (pt a b))
(define (call f . args) (apply f args))
(define (tail f a) (f a))
(define (tail2 f a b) (f a b))
(define (bounce f n) (if (= n 0) 'done (f f (- n 1))))
(define (adder k) (lambda (x) (+ x k)))
(define (opt k) (lambda (x [y k]) (list x y)))
(define (rest k) (lambda (x . r) (list* k x r)))
(define (kw k) (lambda (x #:by [by k]) (* x by)))
(define (cl k) (case-lambda [() k] [(a) (+ a k)] [(a . r) (list a r k)]))
(define (counter)
  (define n 0)
  (lambda () (set! n (add1 n)) n))
(define (cps-fact n k) (if (= n 0) (k 1) (cps-fact (- n 1) (lambda (v) (k (* n v))))))
(define (even-odd n) (letrec ([e? (lambda (n) (if (= n 0) #t (o? (- n 1))))]
                              [o? (lambda (n) (if (= n 0) #f (e? (- n 1))))])
                       (e? n)))
(define (pts n) (for/list ([i n]) (make-pt i (* i i))))
