#lang racket
;; racket/math's sqr, exact-round, exact-floor and exact-ceiling inlined in compiled code
;; for fixnums and floats below 2^52 in magnitude; anything else (bignums, rationals,
;; large floats, infinities, NaN, non-numbers) goes to the primitive. Racket's answers,
;; exactness and errors.
(require racket/math)
(provide (all-defined-out))
(define (r x) (exact-round x))
(define (f x) (exact-floor x))
(define (c x) (exact-ceiling x))
(define (q x) (sqr x))
(define (dist a b) (exact-round (sqrt (+ (sqr (- (car b) (car a))) (sqr (- (cdr b) (cdr a)))))))
(define (all x) (list (r x) (f x) (c x) (q x)))
