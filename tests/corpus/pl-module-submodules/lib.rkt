#lang racket
(provide double triple)
(define (double x) (* 2 x))
(define (triple x) (* 3 x))
(displayln "lib loaded")
(module+ test
  (require rackunit)
  (displayln "lib tests run")
  (check-equal? (double 2) 4))
(module+ main
  (displayln "lib main run"))
