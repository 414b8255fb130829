#lang racket
;; sort's entry for its usual call, (sort LIST LESS?) of a known list: by racket/base's
;; char<?, char>?, symbol<? (and <, >, string<?, string>?) of plain values sorted by
;; Python's sort, by a translated lambda through Racket's own algorithm; stability,
;; reversal, an ordered list answered as itself, and what is left to the general path
;; (a value of another kind, a keyword among symbols, improper lists, arity errors).
(define cs (string->list "dbeca"))
(define in-order (string->list "abcc"))
(define syms '(pear fig kiwi apple plum))
(define (count-calls less)
  (let ([n 0]) (values (lambda (a b) (set! n (add1 n)) (less a b)) (lambda () n))))
(define (flip f) (lambda (a b) (f b a)))
(define twenty (list 5 3 8 1 9 2 7 4 6 0 11 15 13 12 14 10 17 16 19 18))
