#lang racket
;; binary search trees
(struct node (val left right) #:transparent)
(define (insert t v)
  (cond [(not t) (node v #f #f)]
        [(< v (node-val t)) (node (node-val t) (insert (node-left t) v) (node-right t))]
        [(> v (node-val t)) (node (node-val t) (node-left t) (insert (node-right t) v))]
        [else t]))
(define (inorder t)
  (if t (append (inorder (node-left t)) (list (node-val t)) (inorder (node-right t))) '()))
(define (height t)
  (if t (+ 1 (max (height (node-left t)) (height (node-right t)))) 0))
(define (contains? t v)
  (and t (or (= v (node-val t))
             (if (< v (node-val t)) (contains? (node-left t) v) (contains? (node-right t) v)))))
(define tree (foldl (lambda (v t) (insert t v)) #f '(5 3 8 1 4 7 9 2 6)))
(inorder tree)
(height tree)
(contains? tree 6)
(contains? tree 10)
(insert (insert #f 2) 1)
(define (tree-map f t)
  (if t (node (f (node-val t)) (tree-map f (node-left t)) (tree-map f (node-right t))) #f))
(inorder (tree-map (lambda (x) (* 10 x)) tree))
(define (count-leaves t)
  (cond [(not t) 0]
        [(and (not (node-left t)) (not (node-right t))) 1]
        [else (+ (count-leaves (node-left t)) (count-leaves (node-right t)))]))
(count-leaves tree)
(printf "tree has ~a nodes\n" (length (inorder tree)))
(define v (list->vector (inorder tree)))
v
(vector-ref v 3)
(vector-length v)
(vector-map add1 v)
(for/vector ([x v] #:when (even? x)) x)
(let ([mv (make-vector 3 0)])
  (vector-set! mv 0 'a)
  mv)
