#lang scheme
;; A deterministic game of War between two fixed decks.

(define (rank-value r)
  (case r
    [(J) 11]
    [(Q) 12]
    [(K) 13]
    [(A) 14]
    [else r]))

(define (card->string c)
  (string-append (format "~a" (cdr c)) (symbol->string (car c))))

(define (play-round c1 c2)
  (let ([v1 (rank-value (cdr c1))]
        [v2 (rank-value (cdr c2))])
    (cond [(> v1 v2) 'p1]
          [(< v1 v2) 'p2]
          [else 'tie])))

(define (play deck1 deck2 score1 score2 round)
  (cond [(or (null? deck1) (null? deck2))
         (list score1 score2)]
        [else
         (let ([result (play-round (car deck1) (car deck2))])
           (printf "Round ~a: ~a vs ~a -> ~a\n"
                   round (card->string (car deck1)) (card->string (car deck2)) result)
           (play (cdr deck1) (cdr deck2)
                 (if (eq? result 'p1) (+ score1 1) score1)
                 (if (eq? result 'p2) (+ score2 1) score2)
                 (+ round 1)))]))

(define deck-a '((H . 10) (S . K) (D . 2) (C . A) (H . 7)))
(define deck-b '((D . 9) (C . K) (S . 5) (H . Q) (D . 8)))

(define final (play deck-a deck-b 0 0 1))
(displayln "Final score:")
final
(cond [(> (car final) (cadr final)) (displayln "Player 1 wins")]
      [(< (car final) (cadr final)) (displayln "Player 2 wins")]
      [else (displayln "It's a draw")])
(rank-value 'Q)
(play-round '(H . 3) '(S . 3))
