#lang racket/base
;; peek-string, read-string! and peek-string! on string, byte and pipe ports (racket/base):
;; a skip counts bytes (into a character's encoding: #\uFFFD per byte left), what is left in
;; the port, buffers filled from start to end, eof, zero amounts (a closed port too), and the
;; errors in Racket 8.7's order and words (its range errors say `byte string`).

(define (msg thunk) (with-handlers ([exn? exn-message]) (thunk)))
(define buffer (make-string 4 #\.))
(define closed (open-input-string "abc"))
(close-input-port closed)
