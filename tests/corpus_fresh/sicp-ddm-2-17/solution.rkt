#lang racket
(provide (all-defined-out))

;;; Exercise 2.17
;;; See: https://sicp.hexlet.io/exercises/2.17

;;; BEGIN SOLUTION
;;; Write your solution here
;;; Example:
;;; (define (solution x)
;;;   ...)
;;; END SOLUTION
