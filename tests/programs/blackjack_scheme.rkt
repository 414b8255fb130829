#lang scheme
;; Mini Card Game: blackjack-style hand values.
;; A card is a pair (suit . rank); suits are H D C S, ranks 2-10, J, Q, K, A.

(define (suit card) (car card))
(define (rank card) (cdr card))

(define (face? r) (if (memq r '(J Q K)) #t #f))

(define (card-value card)
  (cond [(number? (rank card)) (rank card)]
        [(face? (rank card)) 10]
        [(eq? (rank card) 'A) 11]
        [else "GAME OVER"]))

(define (count-aces hand)
  (cond [(null? hand) 0]
        [(eq? (rank (car hand)) 'A) (+ 1 (count-aces (cdr hand)))]
        [else (count-aces (cdr hand))]))

(define (hand-value hand)
  (define raw (foldl + 0 (map card-value hand)))
  (define (adjust total aces)
    (if (and (> total 21) (> aces 0))
        (adjust (- total 10) (- aces 1))
        total))
  (adjust raw (count-aces hand)))

(define (bust? hand) (> (hand-value hand) 21))

(define (blackjack? hand)
  (and (= (length hand) 2) (= (hand-value hand) 21)))

(define (winner player dealer)
  (cond [(bust? player) 'dealer]
        [(bust? dealer) 'player]
        [(> (hand-value player) (hand-value dealer)) 'player]
        [(< (hand-value player) (hand-value dealer)) 'dealer]
        [else 'push]))

(define hand1 '((H . A) (S . K)))
(define hand2 '((D . 9) (C . 7) (H . 4)))
(define hand3 '((D . A) (C . A) (H . 9)))

(card-value '(H . 7))
(card-value '(D . Q))
(card-value '(S . Z))
(hand-value hand1)
(hand-value hand2)
(hand-value hand3)
(blackjack? hand1)
(bust? hand2)
(winner hand1 hand2)
(winner hand2 hand3)
(winner hand3 hand3)
(map card-value hand2)
hand1
(list 'player (hand-value hand1) "vs" 'dealer (hand-value hand3))
