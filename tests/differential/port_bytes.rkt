#lang racket/base
;; Bytes on input and output ports: read-byte, peek-byte, read-bytes, peek-bytes,
;; read-bytes!, peek-bytes!, byte-ready?, open-input-bytes, open-output-bytes,
;; get-output-bytes, write-byte, write-bytes (racket/base).

(define (all-chars p)
  (let loop ([acc '()])
    (define c (read-char p))
    (if (eof-object? c) (reverse acc) (loop (cons c acc)))))

(define (all-bytes p)
  (let loop ([acc '()])
    (define b (read-byte p))
    (if (eof-object? b) (reverse acc) (loop (cons b acc)))))

(define (closed-in) (define p (open-input-string "abc")) (close-input-port p) p)
(define (closed-out) (define p (open-output-string)) (close-output-port p) p)

(define mx (open-input-string "Mx"))
