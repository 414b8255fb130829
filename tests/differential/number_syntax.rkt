#lang racket/base
;; Racket's number syntax, read by the reader and string->number (values/number_syntax.py).
(define (read-text s)
  (with-handlers ([exn:fail? exn-message]) (read (open-input-string s))))
