#lang racket/base
;; racket/base's unquoted-printing strings, placeholders and make-reader-graph (cycles
;; through pairs, vectors, boxes and hash tables), and srcloc (the struct, srcloc->string).
(define ph (make-placeholder #f))
(define cyc (let ([p (make-placeholder #f)]) (placeholder-set! p (cons 1 p)) (make-reader-graph p)))
(define loc (srcloc "f.rkt" 3 4 20 5))
