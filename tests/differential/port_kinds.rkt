#lang racket
;; Which kind of port a port is: file-stream-port?, terminal-port?, string-port? of string,
;; byte, file, pipe, appended and nowhere ports; their errors.
(define-values (pin pout) (make-pipe))
