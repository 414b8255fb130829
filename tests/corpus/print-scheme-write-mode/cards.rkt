#lang scheme
;; mini card game helpers, printed the scheme way
(define-struct card (suit rank) #:transparent)
(define-struct hidden (x))
(define c (make-card 'H 'A))
c
(list c (make-card 'S 10))
(make-hidden 1)
(card-suit c)
(define h (make-hash))
(hash-set! h 'H 'red)
(hash-set! h 'S 'black)
h
(hash-ref h 'H)
(box 'x)
(vector 'a "b" #\c)
'(quote x)
''x
(list "str" #\space 1.5 #t '())
(void)
(list (void))
car
(lambda (x) x)
(define (card-color c) (if (memq (card-suit c) '(H D)) 'red 'black))
card-color
(map card-color (list c (make-card 'C 2)))
(display c) (newline)
(write c) (newline)
(print c) (newline)
(printf "~a ~s ~v\n" c c c)
(cons 'a (cons 'b 'c))
(string->symbol "with space")
(values 1 "two")
(let-values (((q r) (quotient/remainder 17 5))) (list q r))
(define v (make-vector 3 'x))
(vector-set! v 0 'y)
v
(exact->inexact 1/3)
(if (null? '()) 'empty 'full)
(struct? c)
(card-rank (make-hidden 2))
