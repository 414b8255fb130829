#lang racket/base
;; Course-provided test helpers, shared by every assignment
(provide check report)

(define passed 0)
(define failed 0)

(define (check name actual expected)
  (cond [(equal? actual expected)
         (set! passed (add1 passed))]
        [else
         (set! failed (add1 failed))
         (printf "FAIL ~a: got ~s, expected ~s\n" name actual expected)]))

(define (report)
  (printf "~a passed, ~a failed\n" passed failed))
