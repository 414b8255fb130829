#lang racket
(require "bank.rkt")

(define a (make-account 100))
(define b (deposit a 50))
(balance b)
(balance (withdraw b 30))
(total-balance (list a b))
(account? a)
(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])
  (withdraw a 500))
(with-handlers ([exn:fail:contract? (lambda (e) (displayln "caught a contract violation"))])
  (deposit a -5))
(deposit a "ten")
