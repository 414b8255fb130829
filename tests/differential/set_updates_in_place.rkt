#lang racket
;; set-union!, set-subtract!, set-intersect!, set-symmetric-difference! change the mutable
;; set in place (its iteration order afterwards is Racket's); set-union of a large
;; immutable set is a new version that leaves the old ones as they were; read-line and
;; in-lines in each line mode.
(define m (mutable-set))
(for ([i 40]) (set-add! m (* i 7)))
(define big (list->set (range 100)))
(define b1 (set-union big (set 1000 1001)))
(define b2 (set-union big (set 2000) (set 2001 5)))
(define text "a\r\nb\rc\n\nd\r")
