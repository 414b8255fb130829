#lang racket
;; srfi/78's check and check-report, with their output as srfi/78 writes it (the module body's
;; checks print in body_output).
(require srfi/78)
(define (square x) (* x x))
(check (square 3) => 9)
(check (square 3) => 10)
(check (list 'a "b" #\c) => '(a "b" #\c))
(check (list 1 2) (=> eq?) (list 1 2))
(check (map square '(1 2 3)) (=> equal?) '(1 4 9))
