#lang racket
;; read-bytes-line on string ports, copy-port (racket/port), make-pipe, port? (racket/base).

(define lines (open-input-string "héllo\nworld\r\nthird\rfourth\n\nlast"))

(define-values (pipe-in pipe-out) (make-pipe))

(define (copied text . skip)
  (define in (open-input-string text))
  (for ([_ skip]) (read-char in))
  (define out (open-output-string))
  (copy-port in out)
  (list (get-output-string out) (read-char in)))
