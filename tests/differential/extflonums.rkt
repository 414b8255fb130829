#lang racket
;; Extflonum literals on Racket CS, which has no extflonum arithmetic: `1.0t0` reads as a
;; value printing as written (no radix prefix), equal? only to itself, no number; `#e`/`#i`
;; before one is a read error; racket/extflonum's operations check their arguments, then
;; are unsupported (exn:fail:unsupported).
(require racket/extflonum)
(define in-source (list 1.0t0 '#x1.8t0 -inf.t))
