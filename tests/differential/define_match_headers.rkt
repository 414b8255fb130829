#lang racket
;; define/match's function header as syntax/parse's function-header: optional `[id
;; default]`, keyword (required and optional), rest and curried parameters, matched by
;; match* over the ids in order.
(define/match (sum xs [acc 0])
  [((cons x r) acc) (sum r (+ acc x))]
  [('() acc) acc])
(define/match (g a #:k [k 10] [b 2])
  [(a k b) (list a k b)])
(define/match (h a #:m m)
  [(1 m) (list 'one m)]
  [(_ m) (list 'other m)])
(define/match (r a . more)
  [(a (list)) (list 'alone a)]
  [(a more) (list a more)])
(define/match ((cur a) [b 5])
  [(a b) (list a b)])
(define/match (reduce f xs [acc null])
  [(_ '() acc) (reverse acc)]
  [(f (cons x r) acc) (reduce f r (cons (f x) acc))])
