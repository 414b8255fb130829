#lang racket
;; data/queue: Racket's mutable FIFO queues (order, walks while the queue changes, errors).
(require data/queue)
(define q (make-queue))
