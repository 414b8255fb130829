#lang racket
(provide only-capitals longest-string)

(define (only-capitals xs)
  (filter (lambda (s) (char-upper-case? (string-ref s 0))) xs))

(define (longest-string xs)
  (foldl (lambda (s acc) (if (> (string-length s) (string-length acc)) s acc)) "" xs))

(define (rev-string s)
  (list->string (reverse (string->list str))))
