#lang racket
(require "lists.rkt")
(provide tree-leaves distinct-leaves count-evens (struct-out node))

(struct node (left right) #:transparent)

(define (tree-leaves t)
  (if (node? t)
      (append (tree-leaves (node-left t)) (tree-leaves (node-right t)))
      (list t)))

(define (distinct-leaves t) (remove-dups (tree-leaves t)))

(define (count-evens xs) (count-if even? (flatten-deep xs)))
