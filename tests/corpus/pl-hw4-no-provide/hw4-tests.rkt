#lang racket
(require "hw4.rkt")
(require rackunit)
(check-true (palindrome? "abba"))
