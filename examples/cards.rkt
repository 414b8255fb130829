#lang scheme
; A Mini Card Game solution in the style students hand in (see shared/seeds/mini-card-game.txt).

; (card-color one-card) -> symbol?
; one-card : pair?
;
; The color of a card: hearts and diamonds are red, spades and clubs black.
; Examples:
; > (card-color '(H . A))
; => red
(define (card-color one-card)
  (case (car one-card)
    [(H D) 'red]
    [(S C) 'black]
    [else "BAD SUIT"]))

; (card-rank one-card) -> number?
; Examples:
; > (card-rank '(S . 10))
; => 10
(define (card-rank one-card)
  (cond [(number? (cdr one-card)) (cdr one-card)]
        [(eq? (cdr one-card) 'A) 11]
        [else 10]))

; (all-same-color list-of-cards) -> boolean?
(define (all-same-color list-of-cards)
  (or (null? list-of-cards)
      (andmap (lambda (c) (eq? (card-color c) (card-color (car list-of-cards)))) list-of-cards)))

; (calc-playerpoint list-of-cards) -> number?
(define (calc-playerpoint list-of-cards)
  (foldl (lambda (c sum) (+ sum (card-rank c))) 0 list-of-cards))

; (calc-score list-of-cards goal) -> number?
(define (calc-score list-of-cards goal)
  (define points (calc-playerpoint list-of-cards))
  (define prescore (if (> points goal) (* 5 (- points goal)) (- goal points)))
  (if (all-same-color list-of-cards) (quotient prescore 2) prescore))

(card-color '(H . A))
(card-rank '(S . 10))
(all-same-color '((H . 3) (H . 2) (H . A) (D . A) (D . Q) (D . J)))
(calc-playerpoint '((H . A) (H . 3) (H . 2) (D . Q) (D . J) (C . J)))
(calc-score '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) 16)
(map card-color '((S . 10) (D . 2)))
