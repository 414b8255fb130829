#lang racket
;; the student forgot (provide (all-defined-out))
(define (palindrome? s)
  (let ([cs (string->list (string-downcase s))])
    (equal? cs (reverse cs))))
(palindrome? "Racecar")
(printf "loaded hw4 with ~a functions\n" 1)
