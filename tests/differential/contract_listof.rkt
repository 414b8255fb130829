#lang racket/base
;; Issue 29: `(listof C)` and `(non-empty-listof C)` of a flat C in contract-out's arrows
;; are checked at every call, in one loop over the list (primitives/racket_contract's
;; _checker, made once per wrapper): what passes, and Racket's blame for what does not (an
;; element of an argument or of the range, an improper list, a non-list, '() for
;; non-empty-listof, natural-number/c, a predicate answering a non-boolean, one with an
;; effect: how often it runs, one raising, null?, or/c, optional, keyword and rest
;; arguments, nested lists) (modules_lib/contract_listof.rkt); define/contract's too, and
;; list? named as the contract (listof any/c) is, cons? as pair?.
(require "modules_lib/contract_listof.rkt" (only-in racket/contract define/contract -> any/c any listof)
         (only-in racket/list cons?))
(define/contract (to-five xs) (-> list? list?) 5)
(define/contract (any-list xs) (-> list? any) xs)
(define/contract (a-pair xs) (-> cons? any) xs)
(define/contract (lists xs) (-> (listof list?) any) xs)
(define ps (list (pt 1 2) (pt 3 4) (pt 0 0) (pt 2 1)))
