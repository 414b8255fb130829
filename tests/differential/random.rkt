#lang racket
;; Racket's pseudo-random generator: seeded draws, shuffle, generator objects (each datum
;; seeds first, so the answers do not depend on the clock).
(define (draws seed)
  (random-seed seed)
  (list (random 10) (random 1000000) (random 3 9) (random)))
(define fixed (vector->pseudo-random-generator (vector 11 22 33 44 55 66)))
