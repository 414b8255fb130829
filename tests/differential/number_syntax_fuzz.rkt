#lang racket/base
;; Seeded random number texts (tests/test_number_syntax_fuzz.py writes the .exprs file).
(define (read-text s)
  (with-handlers ([exn:fail? exn-message]) (read (open-input-string s))))
