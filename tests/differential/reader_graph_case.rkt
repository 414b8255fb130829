#lang racket
;; `read`'s graph notation (`#0=(a . #0#)`: cycles and shared parts through pairs, vectors,
;; boxes, hash tables, prefab structs; its errors) and how cyclic and shared values print,
;; with print-graph off (only a value holding itself is labelled) and on; the `#ci`/`#cs`
;; reader prefixes (symbols case-folded or not); print-pair-curly-braces and
;; print-mpair-curly-braces.
(define (r s) (with-handlers ([exn:fail:read? exn-message]) (read (open-input-string s))))
(define (pg f v) (parameterize ([print-graph #t]) (with-output-to-string (lambda () (f v)))))
(define x (list 1 2))
(struct tr (a) #:transparent)
(struct op (a))
(define in-source (list '#ci(Hello World) '#cs(Hello #ci World) '#ciABC))
