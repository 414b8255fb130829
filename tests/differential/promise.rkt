#lang racket
;; racket/promise: delay, lazy, force, delay/name, delay/strict, delay/sync, promise?,
;; promise-forced?, promise-running?, promise/name?; printing before and after forcing
;; (#<promise:NAME>, #<promise!VALUE>, #<promise!exn!...>); a reentrant force; errors.
(define count 0)
(define p (delay (set! count (add1 count)) (* 6 7)))
(define q (lazy (delay (list 'lazy count))))
(define by-name (delay/name (set! count (add1 count)) count))
(define strict (delay/strict (+ 1 2)))
(define synced (delay/sync 'sync))
(define failing (delay (error 'failing "boom ~a" 1)))
(define rec (delay (force rec)))
(define running (delay (promise-running? running)))
(define two (delay (values 1 2)))
(define nested (delay (delay 9)))
(define r (delay (raise 'oops)))
