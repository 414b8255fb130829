#lang racket
;; match's list patterns ending in `x ...` (or `_ ...`, `x ..k`) lowered into tests
;; (match_lowering._PatternLowerer.sequence): a proper-list test of the rest, bound as it is.
(define (first-rest x)
  (match x
    [(list) 'empty]
    [(list a rst ...) (list 'one+ a rst (eq? rst (cdr x)))]
    [_ 'other]))
(define (two-or-more x)
  (match x
    [(list a b ..2) (list a b)]
    [(list a _ ...) (list 'short a)]
    [_ 'no]))
(define (nested x)
  (match x
    [(list (list a b) c ...) (list a b c)]
    [(list (list a _ ...) ...) 'lists]
    [_ 'no]))
(define (only-rest x) (match x [(list r ...) (length r)] [_ 'not-a-list]))
(define (underscore x) (match x [(list 'k _ ...) 'k-list] [(list _ ___) 'list] [_ 'no]))
(define (guarded x)
  (match x
    [(list a rst ...) #:when (> (length rst) 1) (list 'long a)]
    [(list a rst ...) (list 'short a rst)]))
(define (react chain)
  (for/fold ([acc empty] #:result (reverse acc)) ([c chain])
    (match acc
      [(list) (cons c acc)]
      [(list a rst ...)
       (cond [(char=? a c) (cons a acc)]
             [(char-ci=? a c) rst]
             [else (cons c acc)])])))
(define (strict x) (match x [(list a rst ...) rst]))
(define (at-least-three x) (match x [(list a b ..3) b] [_ #f]))
