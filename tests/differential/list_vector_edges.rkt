#lang racket
;; racket/list's add-between and vector-copy! at their argument checks' order.
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
