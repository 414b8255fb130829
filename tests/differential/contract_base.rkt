#lang racket/base
;; racket/contract/base required into racket/base: contract-out and provide/contract of a
;; racket/base module (modules_lib/contract_base.rkt), its combinators as values, and
;; define/contract, which is racket/contract's (racket/contract/region), not the base's.
(require racket/contract/base "modules_lib/contract_base.rkt")
(define pos/c (and/c integer? (>/c 0)))
(define pair/c (cons/c symbol? (listof integer?)))
