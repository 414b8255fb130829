#lang racket
; racket/contract's contract? and flat-contract?, combinators refusing a value that is no
; contract, and parametric->/c (its variables standing for any value).
(struct thing (x))
(define/contract (suffixes lst)
  (parametric->/c [a] (-> (listof a) (listof (listof a))))
  (if (null? lst) '(()) (cons lst (suffixes (cdr lst)))))
(define/contract (app f x)
  (parametric->/c [a b] (-> (-> a b) a b))
  (f x))
(define (foldl-map f a xs)
  (parametric->/c [x y z] (-> (-> x y (cons/c z y)) y (listof x) (cons/c (listof z) y)))
  (define (it a xs ys)
    (if (null? xs) (cons (reverse ys) a)
        (let ([p (f (car xs) a)]) (it (cdr p) (cdr xs) (cons (car p) ys)))))
  (it a xs null))
