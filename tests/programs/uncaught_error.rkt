#lang racket
;; Prints some results, then crashes with an uncaught contract error:
;; the output before the error is kept, the error goes to stderr, exit code 1.

(define (top-card deck) (car deck))

(displayln "Starting the game")
(define deck '((H . 2) (S . 9)))
(top-card deck)
(printf "Deck has ~a cards\n" (length deck))
(top-card (cddr deck))
(displayln "this is never printed")
