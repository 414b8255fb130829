#lang racket
;; Assignment 3: a bank account module with contracts
(provide (contract-out
          [make-account (-> number? account?)]
          [deposit (-> account? positive? account?)]
          [withdraw (-> account? positive? account?)]
          [balance (-> account? number?)]
          [total-balance (-> (listof account?) number?)])
         account?)

(struct account (owner-balance))

(define (make-account amount) (account amount))
(define (balance acc) (account-owner-balance acc))
(define (deposit acc amount) (account (+ (balance acc) amount)))
(define (withdraw acc amount)
  (if (> amount (balance acc))
      (error 'withdraw "insufficient funds: balance ~a, asked ~a" (balance acc) amount)
      (account (- (balance acc) amount))))
(define (total-balance accs) (foldl + 0 (map balance accs)))
