#lang racket
;; racket/match

(struct pt (x y) #:transparent)

(define (card-name c)
  (match c
    [(cons 'H r) (format "~a of Hearts" r)]
    [(cons 'D r) (format "~a of Diamonds" r)]
    [(cons s r) (format "~a of ~a" r s)]))

(define (len l)
  (match l
    ['() 0]
    [(cons _ t) (+ 1 (len t))]))

(define (describe x)
  (match x
    [(? number?) 'number]
    [(? string?) 'string]
    [(list a b) 'two-element-list]
    [_ 'other]))

(define (eval-expr e)
  (match e
    [(? number? n) n]
    [(list '+ a b) (+ (eval-expr a) (eval-expr b))]
    [(list '* a b) (* (eval-expr a) (eval-expr b))]
    [(list '- a) (- (eval-expr a))]))

(define (color suit)
  (match suit
    [(or 'H 'D) 'red]
    [(or 'C 'S) 'black]))
