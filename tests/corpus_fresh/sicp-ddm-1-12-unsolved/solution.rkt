#lang racket
(provide (all-defined-out))

;;; Exercise 1.12
;;; See: https://sicp.hexlet.io/exercises/1.12

;;; BEGIN SOLUTION
;;; Write your solution here
;;; Example:
;;; (define (solution x)
;;;   ...)
;;; END SOLUTION
