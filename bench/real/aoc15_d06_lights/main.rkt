#lang racket
;; benchmark driver (added): both parts on the first 12 of the 300 instructions, on a
;; 1000x1000 grid
(require "lamp-hazard.rkt" "input.rkt")
(define lines (string-split input-text "\n"))
(define g1 (new-grid 1000 1000))
(for ([l lines]) (grid-change g1 l))
(define g2 (new-grid 1000 1000))
(for ([l lines]) (grid-change g2 l dimmer))
(displayln (list (grid-sum g1) (grid-sum g2)))
