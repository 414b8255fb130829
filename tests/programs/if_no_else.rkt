#lang racket
;; `if` without an else branch is a syntax error in Racket.

(displayln "checking")
(define (check-card c)
  (if (pair? c) 'ok))
(check-card '(H . 2))
