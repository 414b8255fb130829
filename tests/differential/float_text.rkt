#lang racket
;; Flonums as text: see float_text.exprs.
