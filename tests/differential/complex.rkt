#lang racket
;; Exact and inexact complex numbers: literals, arithmetic, parts, printing, roots.
(define z 3+4i)
