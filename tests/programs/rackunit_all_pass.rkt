#lang racket
;; All checks pass: nothing is printed except the program's own output.
(require rackunit)

(define (deal n deck) (take deck n))

(check-equal? (deal 2 '(a b c)) '(a b))
(check-true (null? (deal 0 '(a))))
(check-exn exn:fail? (lambda () (deal 5 '(a))))
(check-not-exn (lambda () (deal 1 '(a))))
(test-case "deal everything"
  (check-equal? (deal 3 '(a b c)) '(a b c)))
(displayln "all good")
