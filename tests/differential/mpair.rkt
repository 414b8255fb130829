#lang racket/base
;; racket/mpair and scheme/mpair (compatibility/mlist under its older names) required into
;; racket/base: the same procedures, mpairs printed as Racket prints them.
(require racket/mpair (prefix-in s: scheme/mpair))
(define ml (mlist 1 2 3))
(define table (mlist (mcons 'a 1) (mcons "b" 2)))
