#lang racket
;; Chains of primitives the emitter writes as one call (compilation/fused_calls.py).
(define (rev-string s) (list->string (reverse (string->list s))))
(define (rev-chars s) (reverse (string->list s)))
(define (string-of-rev l) (list->string (reverse l)))
(define (palindrome? n)
  (let ([s (number->string n)]) (string=? s (list->string (reverse (string->list s))))))
(define (rev-digits n) (string->number (list->string (reverse (string->list (number->string n))))))
(define (in-tail s) (if (string? s) (list->string (reverse (string->list s))) 'no))
(define (shadowed s)
  (let ([reverse (lambda (l) (cdr l))]) (list->string (reverse (string->list s)))))
(define (mutated s) (let ([r (rev-string s)]) (string-set! r 0 #\X) r))
