#lang racket
;; Semaphores with one thread: counts, try-wait, call-with-semaphore (posting again after
;; the call, calling the try-fail thunk when the count is 0) and the argument errors.
(define s (make-semaphore 1))
(define (counted sem) (let loop ([n 0]) (if (semaphore-try-wait? sem) (loop (add1 n)) n)))
