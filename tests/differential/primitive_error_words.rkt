#lang racket
;; Contract and arity errors of primitives as Racket 8.7 words them, found by generated
;; calls with wrong arguments: which argument is checked first (vector-sort's vector,
;; string-replace's insert before its pattern, bytes->string/utf-8's error character),
;; where no argument position is shown (vector-count, procedure-arity-includes?) or only
;; some arguments (index-of), Racket's own words (memf's contract, vector-filter's
;; in-vector), `(apply f)`; a keyword is no symbol.
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
