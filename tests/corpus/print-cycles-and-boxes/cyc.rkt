#lang racket
(define b (box 0))
(set-box! b (+ (unbox b) 5))
b
(unbox b)
(define bb (box (box "inner")))
bb
(define m (mcons 1 2))
(set-mcdr! m m)
m
(define v (vector 1 2 3))
(vector-set! v 1 v)
v
(define h (make-hash))
(hash-set! h 'self h)
h
(define l (list 1 2))
(define ml (mcons 'a (mcons 'b '())))
(set-mcdr! (mcdr ml) ml)
ml
(display m) (newline)
(write v) (newline)
(box-cas! b 5 6)
b
(list (box 1) (box "s"))
(vector (box 'x))
(displayln (box "shown"))
(write (box "written"))
(newline)
(equal? (box 1) (box 1))
(eq? b b)
(unbox 5)
