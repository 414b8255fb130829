#lang racket
;; Issue 29, part 34: a flat contract is tested by one compiled function, made once
;; (primitives/racket_contract.flat_test); a failure is worded by the general check, so
;; the blame errors are Racket's whole. Here: flat-rec-contract, listof, or/c, and/c,
;; not/c, struct/c, property/c, cons/c, list/c, one-of/c and comparisons in arrows; how
;; often a program's predicate runs on a failure (once); a predicate's own error inside
;; or/c and not/c (the program's, not swallowed).
(define (msg th)
  (with-handlers ([exn:fail? (λ (e) (regexp-replace* #rx"[^ \n]*/" (exn-message e) ""))])
    (th)))
(struct posn (x y))
(define packet/c (flat-rec-contract packet (listof packet) number?))
(define tree/c (flat-rec-contract tree null? (cons/c tree tree) symbol?))
(define/contract (depth p) (-> packet/c natural-number/c)
  (if (number? p) 0 (add1 (apply max 0 (map depth p)))))
(define/contract (leaves t) (-> tree/c (listof symbol?))
  (cond [(null? t) '()] [(symbol? t) (list t)] [else (append (leaves (car t)) (leaves (cdr t)))]))
(define/contract (bad-depth p) (-> packet/c packet/c) 'oops)
(define/contract (origin? p) (-> (struct/c posn (>=/c 0) (>=/c 0)) boolean?)
  (and (zero? (posn-x p)) (zero? (posn-y p))))
(define/contract (pairs xs) (-> (listof (cons/c symbol? (or/c string? #f))) any) (length xs))
(define/contract (triple t) (-> (list/c integer? (one-of/c 'a 'b) (between/c 0 1)) any) t)
(define/contract (short s) (-> (and/c string? (property/c string-length (<=/c 3))) any) s)
(define/contract (not-zero n) (-> (not/c zero?) any) n)
(define seen '())
(define (counted? x) (set! seen (cons x seen)) (symbol? x))
(define/contract (count-list xs) (-> (listof (or/c number? counted?)) any) (length xs))
(define/contract (evens xs) (-> (listof (or/c even? string?)) any) xs)
(define/contract (not-even x) (-> (not/c even?) any) x)
(define/contract (nested xs) (-> (listof (listof (or/c 1 2 "three"))) any) xs)
;; the wrapper of an arrow of required arguments only: symbols, keywords, wrong counts
(define/contract (one x) (-> symbol? symbol?) x)
(define/contract (two x y) (-> any/c symbol? list?) (list x y))
(define/contract (three x y z) (-> number? number? number? number?) (+ x y z))
(define/contract (bad-one x) (-> symbol? symbol?) 1)
