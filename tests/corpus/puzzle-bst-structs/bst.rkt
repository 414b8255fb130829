#lang racket
;; A binary search tree with mutable structs
(struct node (key [left #:mutable] [right #:mutable]) #:transparent)
(define (insert! tree k)
  (cond [(not tree) (node k #f #f)]
        [(< k (node-key tree))
         (set-node-left! tree (insert! (node-left tree) k)) tree]
        [(> k (node-key tree))
         (set-node-right! tree (insert! (node-right tree) k)) tree]
        [else tree]))
(define (in-order t)
  (if t (append (in-order (node-left t)) (list (node-key t)) (in-order (node-right t))) '()))
(define (height t) (if t (add1 (max (height (node-left t)) (height (node-right t)))) 0))
(define t (for/fold ([t #f]) ([k '(50 30 70 20 40 60 80 35)]) (insert! t k)))
(in-order t)
(height t)
(node-key (node-left t))
(node 1 #f #f)
(struct leaf ())
(leaf)
(define (tree-min t) (if (node-left t) (tree-min (node-left t)) (node-key t)))
(tree-min t)
(tree-min #f)
