#lang racket
;; A syntax-rules template's own definition (a name not from the macro's use) is the
;; macro's: each use defines a fresh variable, at module level and in a body, so a
;; macro used twice defines no name twice, and the user's code does not see it.
(define-syntax-rule (show-twice n) (begin (define tmp n) (displayln (list tmp tmp))))
(show-twice 1)
(show-twice 2)
(define (f) (show-twice 3) (show-twice 4) 'done)
(f)
(define-syntax-rule (def-getter name v) (begin (define hidden v) (define (name) hidden)))
(def-getter get-a 'a)
(def-getter get-b 'b)
(displayln (list (get-a) (get-b)))
(define-syntax-rule (def-counter name) (begin (define count 0) (define (name) (set! count (add1 count)) count)))
(def-counter tick)
(def-counter tock)
(tick) (tick) (tock)
(define-syntax-rule (def-named name v) (define name v))
(def-named shown 42)
shown
