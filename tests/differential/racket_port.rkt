#lang racket/base
;; racket/port's procedures: call-with-input-string/-bytes, with-input-from-string/-bytes,
;; call-with-output-string/-bytes, with-output-to-string/-bytes, port->string/-bytes/
;; -lines/-bytes-lines/-list, display-lines, input-port-append, open-output-nowhere.
(require racket/port)

(define (closed? p) (port-closed? p))
