#lang racket
(require "helper.rkt")
(displayln "main running")
(lookup 'a)
