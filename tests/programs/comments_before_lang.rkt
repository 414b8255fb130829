
;; Student: A. Nonymous
;; Assignment 2 -- Mini Card Game
;; (comments and blank lines before the #lang line are allowed)

#lang scheme

(define (card-color card)
  (cond [(or (eq? (car card) 'H) (eq? (car card) 'D)) 'red]
        [(or (eq? (car card) 'C) (eq? (car card) 'S)) 'black]
        [else "GAME OVER"]))

(card-color '(H . 5))
(card-color '(S . 5))
(card-color '(Y . 5))
(map card-color '((D . 2) (C . 3)))
