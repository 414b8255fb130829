#lang racket
(require "hw2.rkt")

(all-except-option "b" '("a" "b" "c"))
(all-except-option "z" '("a"))
(get-substitutions '(("Fred" "Fredrick") ("Elizabeth" "Betty") ("Freddie" "Fred" "F")) "Fred")
(sum-cards '((clubs . 4) (hearts . ace) (spades . jack)))
(score '((hearts . 2) (clubs . 4)) 10)
(score '((hearts . 2) (diamonds . 4)) 10)
(displayln "now the empty hand:")
(score '() 10)
(displayln "not reached")
