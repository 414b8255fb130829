#lang racket
(require "../common.rkt" "hw6.rkt")
(assert-equal "scale" (scale-all '(1 2 3)) '(10 20 30))
(assert-equal "compose" ((compose-all add1 (lambda (x) (* x x))) 4) 17)
(assert-equal "curry" (((curry2 -) 10) 3) 7)
(assert-equal "wrong" (((curry2 cons) 1) 2) '(1 2))
(summary)
(helper 1)
