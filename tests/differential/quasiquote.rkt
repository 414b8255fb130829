#lang racket
;; quasiquote / unquote / unquote-splicing

(define x 5)
(define lst '(1 2 3))
(define name 'alice)

(define (make-card-expr s r) `(,s . ,r))

(define (make-record name age)
  `((name . ,name) (age . ,age) (adult? . ,(>= age 18))))

(define (build-sum terms)
  `(+ ,@terms))

(define (tree-insert v tree)
  (cond [(null? tree) `(,v () ())]
        [(< v (car tree)) `(,(car tree) ,(tree-insert v (cadr tree)) ,(caddr tree))]
        [else `(,(car tree) ,(cadr tree) ,(tree-insert v (caddr tree)))]))
