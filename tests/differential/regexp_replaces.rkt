#lang racket/base
;; regexp-replaces and regexp-replace-quote (racket/base), and what they stand on:
;; regexp-replace and regexp-replace* of byte strings (byte patterns, byte inputs, byte
;; inserts, procedures given byte strings) and Racket's insert strings (\$, \n of any
;; digits, a lone backslash), with the errors in Racket's order.

(define (msg thunk)
  (with-handlers ([exn? (lambda (e) (exn-message e))]) (thunk)))
