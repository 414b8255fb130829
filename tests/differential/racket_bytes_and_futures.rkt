#lang racket
;; `#lang racket` brings racket/bytes (bytes-join, bytes-append*) and racket/future
;; (future, touch, fsemaphores, for/async) without a require.
(define parts (list #"ab" #"cd" #"ef"))
