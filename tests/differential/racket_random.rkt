#lang racket
;; racket/random: random-ref and random-sample draw from `random`'s generator, as Racket's
;; do (each datum seeds first, so the answers do not depend on the clock).
(require racket/random)
(define (seeded k thunk) (random-seed k) (thunk))
(define fixed (vector->pseudo-random-generator (vector 11 22 33 44 55 66)))
