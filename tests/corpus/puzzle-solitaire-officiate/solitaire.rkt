#lang racket
;; HW2 solitaire in Racket (ported from the SML version)
(provide (all-defined-out))
(struct card (suit rank) #:transparent)
(define (card-color c)
  (case (card-suit c)
    [(spades clubs) 'black]
    [(hearts diamonds) 'red]))
(define (card-value c)
  (match (card-rank c)
    ['ace 11]
    [(? number? n) n]
    [_ 10]))
(define (remove-card cs c e)
  (cond [(null? cs) (raise e)]
        [(equal? (car cs) c) (cdr cs)]
        [else (cons (car cs) (remove-card (cdr cs) c e))]))
(define (all-same-color cs)
  (match cs
    [(list) #t]
    [(list _) #t]
    [(list a b rest ...) (and (eq? (card-color a) (card-color b)) (all-same-color (cons b rest)))]))
(define (sum-cards cs)
  (let loop ([cs cs] [acc 0])
    (if (null? cs) acc (loop (cdr cs) (+ acc (card-value (car cs)))))))
(define (score held goal)
  (define sum (sum-cards held))
  (define prelim (if (> sum goal) (* 3 (- sum goal)) (- goal sum)))
  (if (all-same-color held) (quotient prelim 2) prelim))
(struct illegal-move ())
(define (officiate cards moves goal)
  (let loop ([cards cards] [held '()] [moves moves])
    (cond [(null? moves) (score held goal)]
          [(eq? (car moves) 'draw)
           (if (null? cards)
               (score held goal)
               (let ([held (cons (car cards) held)])
                 (if (> (sum-cards held) goal)
                     (score held goal)
                     (loop (cdr cards) held (cdr moves)))))]
          [else (loop cards (remove-card held (cadr (car moves)) (illegal-move)) (cdr moves))])))
(define deck
  (for*/list ([s '(spades hearts clubs diamonds)]
              [r (append (range 2 11) '(jack queen king ace))])
    (card s r)))
(length deck)
(take deck 3)
(card-color (card 'hearts 5))
(map card-value (list (card 'clubs 'ace) (card 'clubs 'king) (card 'clubs 7)))
(all-same-color (list (card 'hearts 2) (card 'diamonds 3)))
(all-same-color (list (card 'hearts 2) (card 'spades 3)))
(sum-cards (take deck 13))
(score (list (card 'hearts 2) (card 'clubs 4)) 10)
(score (list (card 'hearts 'king) (card 'diamonds 'ace)) 10)
(officiate (list (card 'hearts 2) (card 'clubs 4)) '(draw) 15)
(officiate (list (card 'clubs 'ace) (card 'spades 'ace) (card 'clubs 'ace) (card 'spades 'ace))
           '(draw draw draw draw draw) 42)
(with-handlers ([illegal-move? (lambda (e) 'illegal)])
  (officiate (list (card 'clubs 'jack) (card 'spades 8))
             (list 'draw (list 'discard (card 'hearts 'jack)))
             42))
(printf "~a\n" (card 'hearts 'queen))
(printf "~s\n" (card 'hearts "queen"))
(printf "~v\n" (card 'hearts 'queen))
(card-value (card 'hearts "seven"))
(officiate (list (card 'clubs 'jack) (card 'spades 8))
           (list 'draw (list 'discard (card 'hearts 'jack)))
           42)
