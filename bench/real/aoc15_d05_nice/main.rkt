#lang racket
;; benchmark driver (added): count nice and nicer strings of the embedded input, 5 times
(require "nice-string.rkt" "input.rkt")
(define lines (string-split input-text "\n"))
(for ([i (in-range 5)])
  (displayln (list (count nice-string? lines) (count nicer-string? lines))))
