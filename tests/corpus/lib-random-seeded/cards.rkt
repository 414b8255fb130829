#lang racket
;; Deal seeded random hands, as in a card-game assignment
(random-seed 42)
(define deck (for*/list ([s '(H D C S)] [r (in-range 1 14)]) (cons s r)))
(define shuffled (shuffle deck))
(take shuffled 5)
(for/list ([i 10]) (random 100))
(random)
(let ([g (make-pseudo-random-generator)])
  (parameterize ([current-pseudo-random-generator g])
    (random-seed 7)
    (list (random 10) (random 10) (random 10))))
(random 5 10)
