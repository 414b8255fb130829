#lang racket/base
;; Racket's two pattern languages where they differ from Python's re (values/regexp_syntax.py):
;; `.`, `^` and `$` outside and inside multi mode, mode groups, #rx's literal backslash, braces
;; and brackets, #px's ASCII classes, word boundaries, POSIX classes, \p{} categories,
;; bounded repetition (with the parts left out), back-references, and the compile errors.
(define (msg thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
