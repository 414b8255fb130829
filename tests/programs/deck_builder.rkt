#lang racket
;; Build a full deck and deal hands round-robin (no randomness).

(define suits '(H D C S))
(define ranks '(2 3 4 5 6 7 8 9 10 J Q K A))

(define deck
  (for*/list ([s suits] [r ranks])
    (cons s r)))

(define (deal-round-robin deck players cards-each)
  (define hands (make-vector players '()))
  (for ([c (take deck (* players cards-each))]
        [i (in-naturals)])
    (define p (modulo i players))
    (vector-set! hands p (cons c (vector-ref hands p))))
  (for/list ([h hands]) (reverse h)))

(length deck)
(first deck)
(last deck)
(define hands (deal-round-robin deck 3 4))
(for ([h hands] [i (in-naturals 1)])
  (printf "Player ~a: ~a\n" i h))
(map length hands)
(drop deck 48)
(list-ref deck 13)
(index-of deck '(S . A))
(filter (lambda (c) (eq? (cdr c) 'A)) deck)
