#lang racket
;; racket/contract's define/contract: functions and values checked against their contracts;
;; a wrong argument blames the module, a wrong result the definition.
(struct card (suit rank) #:transparent)
(define (rank? r) (and (integer? r) (<= 1 r 13)))
(define/contract (card-value c) (-> card? (integer-in 1 11)) (min 11 (card-rank c)))
(define/contract (deal n [hand '()]) (->* (natural-number/c) ((listof card?)) (listof card?))
  (if (zero? n) hand (deal (sub1 n) (cons (card 'hearts n) hand))))
(define/contract (broken c) (-> card? string?) (card-rank c))
(define/contract suits (listof (one-of/c 'hearts 'spades 'clubs 'diamonds)) '(hearts spades))
(define/contract (pick s) (-> (or/c 'hearts 'spades) (list/c symbol? rank?)) (list s 1))
(define/contract (fact n) (-> natural-number/c natural-number/c)
  (if (zero? n) 1 (* n (fact (sub1 n)))))
(define/contract (wrong-fact n) (-> natural-number/c natural-number/c)
  (if (zero? n) -1 (* n (wrong-fact (sub1 n)))))
(define/contract (positive n) (-> (and/c integer? positive?) (cons/c integer? (listof string?)))
  (cons n (list "ok")))
(define/contract (nothing x) (-> none/c any) x)
(define/contract (vec v) (-> (vectorof integer?) integer?) (vector-length v))
