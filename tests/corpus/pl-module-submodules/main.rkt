#lang racket
(require "lib.rkt")
(define (quadruple x) (double (double x)))
(displayln (quadruple 5))
(module+ test
  (require rackunit)
  (check-equal? (quadruple 1) 4)
  (displayln "main tests"))
(module+ main
  (displayln "main submodule")
  (displayln (triple 7))
  (quadruple 'x))
(displayln "end of body")
(triple 2)
