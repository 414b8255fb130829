#lang racket
;; The accessors of a module-level struct with no parent, called in compiled code, read
;; an instance's field at once when the instance is of exactly that type
;; (codegen.Emitter.struct_field_call); a subtype's instance, another struct's, a
;; non-struct, go through the accessor (Racket's errors); mutable, auto, prefab and
;; transparent fields, a guard, a procedure property, a call in tail position.
(provide (all-defined-out))
(struct job (weight len))
(struct pt (x y) #:transparent #:mutable)
(struct pt3 pt (z))
(struct a (b [c #:auto]) #:auto-value 'auto)
(struct pf (u v) #:prefab)
(struct g (n) #:guard (lambda (n name) (if (number? n) (* 2 n) (error name "not a number: ~e" n))))
(struct f (k) #:property prop:procedure (lambda (self x) (+ (f-k self) x)))
(define (w j) (job-weight j))
(define (l j) (+ (job-len j) 1))
(define (px p) (pt-x p))
(define (py p) (list (pt-y p) (pt? p)))
(define (ac x) (list (a-b x) (a-c x)))
(define (pfu x) (pf-u x))
(define (gn x) (g-n x))
(define (fk x) (f-k x))
(define (bad) (job-weight (begin (display "arg") 'no)))
(define (sum-jobs js) (for/sum ([j js]) (* (job-weight j) (job-len j))))
(define (loop j n) (if (= n 0) (job-weight j) (loop j (- n 1))))
(define (set-and-read p v) (set-pt-x! p v) (px p))
