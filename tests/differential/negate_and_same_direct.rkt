#lang racket
;; negate of a procedure of one argument, and remove-duplicates' same? of two, call its
;; function directly (racket_list.negate, _keyed): tail calls finished, two values refused.
(define (small? x) (< x 3))
(define (via-tail x) (small? x))
(define (two-values x) (values x x))
(define (truthy x) (if (odd? x) 'yes #f))
(define (close? a b) (< (abs (- a b)) 2))
(define (close-tail? a b) (close? a b))
(define (same-two a b) (values #t #t))
(define (same-str a b) (if (= a b) "same" #f))
(define chars (string->list "aAbBcCdDaAxyzXYZ"))
