#lang racket/base
;; racket/future required into racket/base: futures (their values, several values, errors
;; raised at touch, current-future), fsemaphores, for/async; printing and errors.
(require racket/future)
(define f (future (lambda () (+ 1 2))))
