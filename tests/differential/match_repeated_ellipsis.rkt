#lang racket
;; A pattern variable that appears twice, once under an ellipsis: Racket's match compares
;; a list's last plain `x ...` (the rest of the list, as a whole) with x's earlier value;
;; a variable bound by any other ellipsis is bound again by a later occurrence.
(define (t1 v) (match v [(list x x ...) (list 'yes x)] [_ 'no]))
(define (t2 v) (match v [(list x (list x ...)) (list 'yes x)] [_ 'no]))
(define (t3 v) (match v [(list (list x ...) x) (list 'yes x)] [_ 'no]))
(define (t4 v) (match v [(list x y ... x) (list 'yes x y)] [_ 'no]))
(define (t5 v) (match v [(list (list k v) ... k) (list 'yes k v)] [_ 'no]))
