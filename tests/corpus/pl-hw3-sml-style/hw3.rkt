#lang racket
;; Grossman-style hw3 ported to Racket: patterns, higher-order functions, options as #f
(provide (all-defined-out))

(define (only-capitals strs)
  (filter (lambda (s) (char-upper-case? (string-ref s 0))) strs))
(define (longest-string1 strs)
  (foldl (lambda (s acc) (if (> (string-length s) (string-length acc)) s acc)) "" strs))
(define (longest-string2 strs)
  (foldl (lambda (s acc) (if (>= (string-length s) (string-length acc)) s acc)) "" strs))
(define ((longest-string-helper cmp) strs)
  (foldl (lambda (s acc) (if (cmp (string-length s) (string-length acc)) s acc)) "" strs))
(define longest-string3 (longest-string-helper >))
(define longest-string4 (longest-string-helper >=))
(define longest-capitalized (compose longest-string1 only-capitals))
(define rev-string (compose list->string reverse string->list))

(define (first-answer f xs)
  (match xs
    ['() (raise 'no-answer)]
    [(cons x rest) (or (f x) (first-answer f rest))]))
(define (all-answers f xs)
  (let loop ([xs xs] [acc '()])
    (match xs
      ['() acc]
      [(cons x rest) (let ([r (f x)]) (and r (loop rest (append acc r))))])))

(struct wildcard () #:transparent)
(struct variable (s) #:transparent)
(struct unitp () #:transparent)
(struct constp (n) #:transparent)
(struct tuplep (ps) #:transparent)
(struct constructorp (name p) #:transparent)

(define (count-wildcards p)
  (match p
    [(wildcard) 1]
    [(tuplep ps) (apply + (map count-wildcards ps))]
    [(constructorp _ p) (count-wildcards p)]
    [_ 0]))
(define (variables p)
  (match p
    [(variable s) (list s)]
    [(tuplep ps) (append-map variables ps)]
    [(constructorp _ p) (variables p)]
    [_ '()]))
(define (check-pat p)
  (let ([vs (variables p)]) (= (length vs) (length (remove-duplicates vs)))))

(define (match-value v p)
  (match* (v p)
    [(_ (wildcard)) '()]
    [(_ (variable s)) (list (cons s v))]
    [('unit (unitp)) '()]
    [((? number?) (constp n)) (and (= v n) '())]
    [((list vs ...) (tuplep ps)) (and (= (length vs) (length ps)) (all-answers (lambda (pr) (match-value (car pr) (cdr pr))) (map cons vs ps)))]
    [((cons name v2) (constructorp name2 p2)) (and (equal? name name2) (match-value v2 p2))]
    [(_ _) #f]))
(define (first-match v ps)
  (with-handlers ([(lambda (e) (eq? e 'no-answer)) (lambda (e) #f)])
    (first-answer (lambda (p) (match-value v p)) ps)))
