#lang racket
;; Threads handing values over channels (a producer thread, the main thread consuming),
;; thread-wait, mailboxes, a parameterization inherited at the thread's creation.
(define order (make-parameter <))
(define (producer n ch)
  (thread (lambda () (for ([i n]) (channel-put ch (order))) (channel-put ch #f))))
