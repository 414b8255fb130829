#lang racket
;; math/number-theory beyond primes and factorize: divisibility, powers and roots,
;; modular arithmetic under with-modulus, residues, primitive roots, quadratic
;; equations, counting procedures and number sequences (Racket's order and errors).
(require math/number-theory)
(define (vals thunk) (call-with-values thunk list))
