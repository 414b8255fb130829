#lang racket
(displayln "tests start")
(require "hw3.rkt")
(only-capitals '("A" "b" "C"))
