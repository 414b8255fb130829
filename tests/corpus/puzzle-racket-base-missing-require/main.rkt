#lang racket/base
;; word ladder helpers; forgot that first/rest live in racket/list
(require racket/string)
(define words '("cold" "cord" "card" "ward" "warm"))
(define (differ-by-one? a b)
  (= 1 (for/sum ([x (in-string a)] [y (in-string b)]) (if (char=? x y) 0 1))))
(displayln (string-join words " -> "))
(displayln (for/and ([a words] [b (cdr words)]) (differ-by-one? a b)))
(displayln (first words))
