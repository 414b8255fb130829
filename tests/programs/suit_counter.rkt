#lang racket
;; Count cards per suit with foldl, and report with printf.

(define hand '((H . 3) (D . A) (H . 10) (C . 2) (S . K) (H . Q) (D . 4)))

(define (count-suit s cards)
  (foldl (lambda (c acc) (if (eq? (car c) s) (+ acc 1) acc)) 0 cards))

(define (suit-name s)
  (case s
    [(H) "Hearts"]
    [(D) "Diamonds"]
    [(C) "Clubs"]
    [(S) "Spades"]
    [else "Unknown"]))

(define (most-common-suit cards)
  (argmax (lambda (s) (count-suit s cards)) '(H D C S)))

(for ([s '(H D C S)])
  (printf "~a: ~a\n" (suit-name s) (count-suit s hand)))

(define counts (map (lambda (s) (cons s (count-suit s hand))) '(H D C S)))
counts
(most-common-suit hand)
(suit-name (most-common-suit hand))
(suit-name 'X)
(foldr (lambda (c acc) (cons (car c) acc)) '() hand)
(remove-duplicates (map car hand))
(exact->inexact (/ (count-suit 'H hand) (length hand)))
