#lang racket
;; racket/string's separators that are regexps: string-split, string-trim, string-replace
;; and string-normalize-spaces with #rx/#px separators (trimmed ends, #:repeat?, #:trim?,
;; empty results, groups in the pattern), as racket/string builds them from the regexp.
(define (message thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
