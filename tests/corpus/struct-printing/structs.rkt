#lang racket
;; CSE 341-style warmup: structs, printing, equality

(struct point (x y))                       ; opaque
(struct tpoint (x y) #:transparent)        ; transparent
(struct mpoint (x y) #:mutable #:transparent)
(struct counter ([n #:mutable] [label #:auto]) #:auto-value 'none #:transparent)
(struct node (val left right) #:transparent)
(struct leaf () #:transparent)

(define p (point 1 2))
(define tp (tpoint 1 2))
p
tp
(list p tp)
(point-x p)
(tpoint-y tp)
(equal? (point 1 2) (point 1 2))
(equal? (tpoint 1 2) (tpoint 1 2))
(eq? tp tp)

(define mp (mpoint 3 4))
(set-mpoint-x! mp 10)
mp
(mpoint-x mp)

(define c (counter 0))
c
(set-counter-n! c (add1 (counter-n c)))
(counter-n c)
(counter-label c)
c

(define t (node 5 (node 3 (leaf) (leaf)) (node 8 (leaf) (node 9 (leaf) (leaf)))))
t
(define (tree-sum t)
  (if (leaf? t)
      0
      (+ (node-val t) (tree-sum (node-left t)) (tree-sum (node-right t)))))
(tree-sum t)

(define tp2 (struct-copy tpoint tp [y 42]))
tp2
tp
(struct-copy mpoint mp [x 0] [y 0])

(printf "~a ~s ~v\n" tp tp tp)
(printf "~a\n" p)
(format "~a" (list (leaf) (tpoint "a" #\b)))
(format "~s" (list (leaf) (tpoint "a" #\b)))
(displayln (tpoint "str" 'sym))
(writeln (tpoint "str" 'sym))
(println (tpoint "str" 'sym))
(point? p)
(point? tp)
(tpoint? tp)
(struct->vector tp)
(struct->vector p)
(vector (tpoint 1 2) 'x "y")
(cons tp 5)
(list 'quote tp)
'(1 . 2)
(list tp (list 'a "b" #\c 1.5 2/3))
(tpoint (list 1 2) (vector 3 4))
(tpoint 'a (tpoint 'b (tpoint 'c '())))
(point-x tp)
