#lang racket
;; (exit n) ends the program with that exit code, after the output so far.

(define (check-deck deck)
  (if (= (length deck) 52) 'ok 'incomplete))

(displayln "checking deck")
(define status (check-deck '((H . 2))))
status
(when (eq? status 'incomplete)
  (displayln "deck is incomplete, exiting")
  (exit 3))
(displayln "unreachable")
