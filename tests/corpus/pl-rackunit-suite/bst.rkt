#lang racket
(provide (struct-out bst-node) insert tree->list tree-member? tree-height empty-tree)

(struct bst-node (key left right) #:transparent)
(define empty-tree 'leaf)

(define (insert t k)
  (cond [(eq? t 'leaf) (bst-node k 'leaf 'leaf)]
        [(< k (bst-node-key t)) (struct-copy bst-node t [left (insert (bst-node-left t) k)])]
        [(> k (bst-node-key t)) (struct-copy bst-node t [right (insert (bst-node-right t) k)])]
        [else t]))

(define (tree->list t)
  (if (eq? t 'leaf)
      '()
      (append (tree->list (bst-node-left t)) (list (bst-node-key t)) (tree->list (bst-node-right t)))))

(define (tree-member? t k)
  (match t
    ['leaf #f]
    [(bst-node key l r) (cond [(= k key) #t] [(< k key) (tree-member? l k)] [else (tree-member? r k)])]))

;; bug: height of a leaf should be 0
(define (tree-height t)
  (if (eq? t 'leaf) 1 (add1 (max (tree-height (bst-node-left t)) (tree-height (bst-node-right t))))))

(module+ test
  (require rackunit)
  (check-equal? (tree->list (insert empty-tree 3)) '(3)))
