#lang racket
;; print's quote forms in a list's tail, its quote-depth argument, and the printing
;; parameters print-as-expression and print-mpair-curly-braces.
(struct opq (a b))
(struct tr (a b) #:transparent)
(struct pf (a b) #:prefab)
(define (out thunk) (with-output-to-string thunk))
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
