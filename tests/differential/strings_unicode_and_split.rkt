#lang racket
;; racket/string's split, trim and normalize-spaces at their edges; Unicode case mappings
;; of strings and characters; format characters printed inside strings.
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
