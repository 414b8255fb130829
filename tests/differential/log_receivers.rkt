#lang racket
;; racket's log receivers: make-log-receiver on a logger made with no parent (so nothing
;; reaches standard error), messages at its levels held until a sync takes them.

(define l (make-logger 'MUD))
(define r (make-log-receiver l 'info))
(define r-foo (make-log-receiver l 'debug 'foo))
(define kid (make-logger 'kid l))
(define lone (make-logger 'lone))
