#lang racket
;; rackunit checks at module level: passing checks print nothing,
;; failing checks print FAILURE blocks on stderr, and the program goes on (exit code 0).
(require rackunit)

(define (card-value c)
  (let ([r (cdr c)])
    (cond [(number? r) r]
          [(memq r '(J Q K)) 10]
          [(eq? r 'A) 11]
          [else "GAME OVER"])))

(define (hand-total hand)
  (foldl + 0 (map card-value hand)))

(check-equal? (card-value '(H . 5)) 5)
(check-equal? (card-value '(H . K)) 10)
(check-equal? (card-value '(H . A)) 1 "aces count as one?")
(check-equal? (hand-total '((H . 2) (D . 3))) 5)
(check-equal? (hand-total '((H . 2) (D . 3))) 6)
(check-true (string? (card-value '(H . Z))))
(check-false (number? (card-value '(H . 9))))
(check-pred even? (hand-total '((H . 2) (D . 3))))
(check-= (/ 1.0 3) 0.33 0.01)
(check-= 1.0 1.5 0.1)
(check-not-equal? (card-value '(S . Q)) 10)
(check-eq? 'a 'a)
(check-exn exn:fail? (lambda () (hand-total '((H . Z)))))
(test-case "face cards"
  (check-equal? (card-value '(C . J)) 10)
  (check-equal? (card-value '(C . Q)) 11))
(test-case "passing case"
  (check-equal? (card-value '(C . 9)) 9))
(check-equal? (list 1 "two" 'three) (list 1 "two" 'four))
(displayln "done testing")
