#lang racket
;; Pattern matching on moves in a simple card game.

(define (describe-move m)
  (match m
    [(list 'play (cons suit rank)) (format "plays the ~a of ~a" rank suit)]
    [(list 'draw n) #:when (> n 1) (format "draws ~a cards" n)]
    [(list 'draw 1) "draws a card"]
    ['pass "passes"]
    [_ "GAME OVER"]))

(define moves '((play (H . 7)) (draw 2) (draw 1) pass (discard 3)))

(for-each (lambda (m) (displayln (describe-move m))) moves)
(map describe-move '(pass (draw 5)))
(match '(1 2 3)
  [(list first rest ...) (list 'first first 'rest rest)])
(match (cons 'S 'A)
  [(cons (and s (or 'H 'D)) _) (list s 'red)]
  [(cons s _) (list s 'black)])
