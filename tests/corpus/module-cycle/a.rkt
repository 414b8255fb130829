#lang racket
(require "b.rkt")
(provide from-a)
(define from-a 1)
