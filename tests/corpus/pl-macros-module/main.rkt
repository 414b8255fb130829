#lang racket
(require "macros.rkt")
(define i 0)
(define total 0)
(while (< i 5)
  (set! total (+ total i))
  (set! i (+ i 1)))
total
(define x 1)
(define y 2)
(swap! x y)
(list x y)
(unless2 #f (displayln "printed"))
