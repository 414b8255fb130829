#lang racket
(require "queue.rkt")
(define q (for/fold ([q (make-queue)]) ([i 5]) (enqueue q (* i i))))
(queue->list q)
(define-values (x q2) (dequeue q))
x
(queue->list q2)
(let loop ([q q2] [acc '()])
  (if (queue-empty? q)
      (reverse acc)
      (let-values ([(x rest) (dequeue q)]) (loop rest (cons x acc)))))
(dequeue (make-queue))
