#lang racket
;; Issue 29, part 24: pairs are made by Pair() with their slots filled in place (make_list,
;; make_pair, compiled cons and list, rest arguments, the list primitives' own loops), and
;; equal? of two lists ends without a stack when both end in '(). The values at the edges:
;; empty lists, improper tails, lists known and not known to be lists, long lists, and
;; Racket's errors for the primitives whose loops changed.
(define (kons a d) (cons a d))
(define (lst3 a b c) (list a b c))
(define (rest . xs) xs)
(define (rest2 a . xs) (list a xs (list? xs)))
(define (twice xs) (map (lambda (x) (* 2 x)) xs))
(define (evens xs) (filter (lambda (x) (even? x)) xs))
(define (collect n) (for/list ([i n]) (cons i i)))
(define long (range 10000))
(define improper (kons 1 (kons 2 3)))
(define unknown (kons 0 (kons 1 (kons 2 '()))))
