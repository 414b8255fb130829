#lang racket
;; Relational programs over miniKanren (mk.rkt): appendo run forwards and backwards,
;; disequality, type constraints, absento, conda/condu, project, a relational reverse.
(require "mk.rkt")

(define (appendo l s out)
  (conde
    [(== '() l) (== s out)]
    [(fresh (a d res)
       (== `(,a . ,d) l)
       (== `(,a . ,res) out)
       (appendo d s res))]))

(define (membero x l)
  (fresh (a d)
    (== `(,a . ,d) l)
    (conde
      [(== a x)]
      [(membero x d)])))

(define (reverseo l out)
  (conde
    [(== '() l) (== '() out)]
    [(fresh (a d rd)
       (== `(,a . ,d) l)
       (reverseo d rd)
       (appendo rd `(,a) out))]))

(run* (q) (appendo '(1 2) '(3) q))
(run* (x y) (appendo x y '(1 2 3)))
(run 3 (q) (fresh (a b) (== q (list a b)) (=/= a b)))
(run* (q) (membero q '(a b c)))
(run* (q) (membero 'b '(a b c)) (== q 'found))
(run* (q) (symbolo q) (== q 5))
(run* (q) (numbero q) (== q 5))
(run* (q) (absento 'x q) (== q '(a b)))
(run* (q) (absento 'x q) (== q '(a x)))
(run 1 (q) (reverseo '(1 2 3) q))
(run* (q) (conda [(== q 1)] [(== q 2)]))
(run* (q) (condu [(conde [(== q 1)] [(== q 2)])]))
(run* (q) (fresh (x) (== x 5) (project (x) (== q (* x x)))))
