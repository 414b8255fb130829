#lang racket
;; A procedure define's bad parameters, in Racket's words for `define` (not `lambda`'s):
;; not an identifier (a blog post's (define (add-fib 3 4) ...)), a default missing after an
;; optional one, a name twice, a keyword without its identifier; curried defines too.
