#lang racket
;; Tests in (module+ test ...) are NOT run by `racket FILE`; (module+ main ...) is.
(provide card-value)

(define (card-value c)
  (if (number? (cdr c)) (cdr c) 10))

(card-value '(H . 4))

(module+ test
  (require rackunit)
  (check-equal? (card-value '(H . 4)) 4)
  (check-equal? (card-value '(H . K)) 99)
  (displayln "test submodule ran"))

(module+ main
  (displayln "main submodule ran")
  (card-value '(S . K)))
