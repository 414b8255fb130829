#lang racket
(require "a.rkt")
(provide from-b)
(define from-b 2)
