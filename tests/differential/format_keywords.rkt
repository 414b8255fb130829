#lang racket
;; racket/format's ~r with #:sign, #:groups, #:group-sep and #:decimal-sep; ~.a, ~.s, ~.v
;; and format's ~.a (cut to error-print-width); a keyword given twice in an application.
(define (try thunk)
  (with-handlers ([exn:fail? (lambda (e) (car (regexp-split #rx"\n" (exn-message e))))])
    (thunk)))
(define (f #:a [a 1] #:b [b 2]) (list a b))
