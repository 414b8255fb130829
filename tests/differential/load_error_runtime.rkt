#lang scheme
;; The module prints some output, then hits a run-time error while loading.

(define deck '((H . 2) (D . 3)))
(displayln "Dealing cards...")
(define (top-card d) (car d))
(top-card deck)
(printf "~a cards left\n" (length (cdr deck)))
(top-card '())
(displayln "never reached")
