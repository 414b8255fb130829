#lang racket/base
;; Exports whose contracts check lists of flat contracts at every call (contract_listof.rkt):
;; a struct's predicate, the program's own predicates (one answering a non-boolean, one
;; counting its calls, one raising), primitives, any/c, natural-number/c, null?, or/c.
(require racket/contract/base)
(provide (struct-out pt)
         seen reset-seen!
         (contract-out
          [closest (-> pt? (listof pt?) (listof pt?))]
          [bad-result (-> (listof pt?) (listof pt?))]
          [firsts (-> (non-empty-listof pt?) pt?)]
          [total (-> (listof natural-number/c) natural-number/c)]
          [anything (-> (listof any/c) (listof any/c))]
          [truthy (-> (listof small?) (listof small?))]
          [counted (-> (listof counting?) (listof counting?))]
          [raising (-> (listof raising?) any/c)]
          [nulls (-> (listof null?) (listof null?))]
          [mixed (-> (listof (or/c pt? symbol?)) list?)]
          [strings (-> (listof string?) string?)]
          [opt (->* ((listof pt?)) ((listof symbol?) #:tag (listof string?)) list?)]
          [rest-args (->* () #:rest (listof integer?) integer?)]
          [nested (-> (listof (listof pt?)) natural-number/c)]))
(struct pt (x y) #:transparent)
(define (dist a b) (+ (abs (- (pt-x a) (pt-x b))) (abs (- (pt-y a) (pt-y b)))))
(define (closest p ps)
  (define best (apply min (map (lambda (q) (dist p q)) ps)))
  (filter (lambda (q) (= (dist p q) best)) ps))
(define (bad-result ps) (append ps (list 'oops)))
(define (firsts ps) (car ps))
(define (total ns) (apply + ns))
(define (anything xs) xs)
(define (small? x) (and (integer? x) (< x 10) (list x)))
(define (truthy xs) (cons 11 xs))
(define seen '())
(define (reset-seen!) (set! seen '()))
(define (counting? x) (set! seen (cons x seen)) (symbol? x))
(define (counted xs) xs)
(define (raising? x) (if (eq? x 'boom) (error 'raising? "boom at ~a" x) #t))
(define (raising xs) (length xs))
(define (nulls xs) xs)
(define (mixed xs) xs)
(define (strings xs) (apply string-append xs))
(define (opt ps [tags '()] #:tag [labels '()]) (list (length ps) tags labels))
(define (rest-args . ns) (apply + ns))
(define (nested pss) (length pss))
