#lang racket
;; cards that print themselves like "Q♥"
(struct card (rank suit)
  #:methods gen:custom-write
  [(define (write-proc c port mode)
     (write-string (format "~a~a" (card-rank c)
                           (case (card-suit c) [(hearts) "♥"] [(spades) "♠"] [(clubs) "♣"] [(diamonds) "♦"]))
                   port))])
(define hand (list (card 'Q 'hearts) (card 10 'spades) (card 'A 'clubs)))
(card 'K 'diamonds)
hand
(displayln hand)
(printf "~a | ~s\n" (first hand) (second hand))
(format "~v" (third hand))
(card-rank (car hand))
