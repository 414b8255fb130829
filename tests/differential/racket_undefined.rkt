#lang racket
;; racket/undefined's `undefined`: printed as #<undefined>; a variable holding it is an
;; initialised variable like any other.
(require racket/undefined)
(define held undefined)
(define (opt [x undefined]) (if (eq? x undefined) 'none x))
(displayln undefined)
