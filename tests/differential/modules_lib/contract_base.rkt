#lang racket/base
;; A racket/base module whose exports carry contracts from racket/contract/base
;; (contract-out, and the older provide/contract).
(require racket/contract/base)
(provide (contract-out [area (-> (and/c real? (>=/c 0)) real?)]
                       [scale (-> (listof number?) number? (listof number?))]))
(provide/contract [label (-> symbol? string?)])
(define (area r) (* 3 r r))
(define (scale xs k) (map (lambda (x) (* x k)) xs))
(define (label s) (if (eq? s 'bad) s (symbol->string s)))
