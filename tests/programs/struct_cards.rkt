#lang racket
;; Cards as structs: transparent structs print as constructor calls at top level.

(struct card (suit rank) #:transparent)
(struct deck (cards))

(define (card-points c)
  (match (card-rank c)
    [(? number? n) n]
    [(or 'J 'Q 'K) 10]
    ['A 11]))

(define my-cards (list (card 'H 5) (card 'S 'K) (card 'D 'A)))
(define d (deck my-cards))

(card 'H 5)
my-cards
d
(map card-points my-cards)
(apply + (map card-points my-cards))
(card-suit (second my-cards))
(sort my-cards < #:key card-points)
(displayln (first my-cards))
(write (first my-cards))
(newline)
(print (first my-cards))
(newline)
(printf "~a ~s ~v\n" (card 'C 2) (card 'C 2) (card 'C 2))
(equal? (card 'H 5) (first my-cards))
(list 'hand (card 'C 3) "note")
(length (deck-cards d))
