#lang racket
(provide (all-defined-out))

;;; Exercise 2.5
;;; See: https://sicp.hexlet.io/exercises/2.5

;;; BEGIN SOLUTION
;;; Write your solution here
;;; Example:
;;; (define (solution x)
;;;   ...)
;;; END SOLUTION
