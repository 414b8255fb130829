#lang racket
;; regexp-match, regexp-match? and regexp-match-positions on an input port: matched as
;; bytes, the port read through the end of the match (through the searched part when
;; nothing matches), start and end counting bytes from where the port is.
(define (after rx s . args) (define p (open-input-string s)) (list (apply regexp-match rx p args) (read-string 20 p)))
