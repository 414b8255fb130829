#lang racket/base
;; racket/base procedures programs call that minischeme lacked: the older error procedures,
;; equal-always? and memw/remw/remw*/assw, vector*/box* accessors, vector->values,
;; integer-sqrt/remainder, make-arity-at-least.
