#lang racket
;; sort with `<`, `>`, `string<?` or `string>?` and no key or a key with no effect (car,
;; cdr, second, string-length, abs ...) of plain reals or strings is sorted by Python's sort,
;; each key taken once: stability, reversal, an ordered list answered as itself, mutable
;; and immutable strings together, and the cases left to Racket's algorithm (a key's error
;; in Racket's order, NaN, mixed types, keys that are not numbers).
(define pairs (list '(2 . a) '(1 . b) '(2 . c) '(0 . d) '(1 . e) '(2 . f)))
(define sorted-pairs (list '(0 . x) '(1 . y) '(1 . z) '(3 . w)))
