#lang racket
(require "solution.rkt"
         "common/testing.rkt"
         (only-in "lists.rkt" flatten-deep))

(define t (node (node 1 2) (node 2 (node 3 1))))

(check "leaves" (tree-leaves t) '(1 2 2 3 1))
(check "distinct" (distinct-leaves t) '(2 3 1))
(check "evens" (count-evens '(1 (2 (4 5)) 6)) 3)
(check "flatten" (flatten-deep '((a) (b (c)))) '(a b c))
(check "struct printing" (format "~a" t) "#(struct:node #(struct:node 1 2) #(struct:node 2 #(struct:node 3 1)))")
(check "deliberate" (tree-leaves (node 'x 'y)) '(y x))
(report)
t
