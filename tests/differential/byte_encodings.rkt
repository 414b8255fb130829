#lang racket/base
;; racket/base's byte encodings: string-utf-8-length, bytes-utf-8-length,
;; char-utf-8-length, integer->integer-bytes and integer-bytes->integer (sizes 1, 2, 4, 8,
;; signed or not, either byte order, into a given byte string), real->floating-point-bytes
;; and floating-point-bytes->real; their errors in Racket's words.
(define buf (make-bytes 10 0))
