#lang scheme
;; Mini Card Game style helpers (as in the assignments): cards are pairs (suit . rank),
;; suits H D C S, ranks 2..10 J Q K A.

(define (suit card) (car card))
(define (rank card) (cdr card))

(define (valid-suit? s) (if (memq s '(H D C S)) #t #f))

(define (rank-value r)
  (cond [(number? r) r]
        [(memq r '(J Q K)) 10]
        [(eq? r 'A) 11]
        [else "GAME OVER"]))

(define (card-value card)
  (if (valid-suit? (suit card))
      (rank-value (rank card))
      "GAME OVER"))

(define (color card)
  (case (suit card)
    [(H D) 'red]
    [(C S) 'black]
    [else "GAME OVER"]))

(define (hand-total hand)
  (foldl (lambda (c acc) (+ acc (card-value c))) 0 hand))

(define (count-suit s hand)
  (cond [(null? hand) 0]
        [(eq? (suit (car hand)) s) (+ 1 (count-suit s (cdr hand)))]
        [else (count-suit s (cdr hand))]))

(define (cards-of-color c hand)
  (filter (lambda (card) (eq? (color card) c)) hand))

(define (highest-card hand)
  (define (better a b) (if (> (card-value a) (card-value b)) a b))
  (if (null? hand)
      "GAME OVER"
      (foldl better (car hand) (cdr hand))))

(define (play-card card hand)
  (cond [(null? hand) "GAME OVER"]
        [(equal? card (car hand)) (cdr hand)]
        [else (cons (car hand) (play-card card (cdr hand)))]))

(define (deal n deck)
  (if (or (= n 0) (null? deck))
      '()
      (cons (car deck) (deal (- n 1) (cdr deck)))))

(define (card->string card)
  (string-append (if (number? (rank card)) (number->string (rank card)) (symbol->string (rank card)))
                 " of "
                 (case (suit card) [(H) "Hearts"] [(D) "Diamonds"] [(C) "Clubs"] [(S) "Spades"] [else "?"])))

(define (bust? hand) (> (hand-total hand) 21))

(define my-hand '((H . 3) (D . A) (S . 10)))

my-hand
(hand-total my-hand)
(color (car my-hand))
(card-value '(X . 3))
(display (card->string '(S . Q)))
(newline)
(deal 2 my-hand)
