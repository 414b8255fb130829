#lang racket
;; Inexact complex arithmetic, logarithms, roots and angles as Racket CS (Chez Scheme)
;; computes them, to the last bit (primitives/base_numbers.py, base_transcendental.py).
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
