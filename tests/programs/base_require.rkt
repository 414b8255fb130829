#lang racket/base
;; racket/base needs explicit requires for racket/list and racket/string.
(require racket/list racket/string racket/math)

(define words '("queen" "of" "hearts"))

(first words)
(last words)
(string-join words " ")
(string-upcase (string-join (reverse words) "-"))
(take '(1 2 3 4) 2)
(sqr 12)
(exact-round 7/2)
pi
(range 3)
'sym
(list 1 "two" 'three)
