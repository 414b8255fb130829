#lang racket
;; Two-string comparisons (string=? string<? string>? string<=? string>=?) inlined in
;; compiled code: two immutable strings compare at once, and so do two mutable strings
;; whose characters are one str (codegen's inliner: number->string's, string-copy's,
;; string-reverse's results); a string changed by string-set!, a mix of the two kinds,
;; a non-string and three arguments go to the primitive. Racket's answers and errors.
(require srfi/13)
(provide (all-defined-out))
(define (s= a b) (string=? a b))
(define (s< a b) (string<? a b))
(define (s> a b) (string>? a b))
(define (s<= a b) (string<=? a b))
(define (s>= a b) (string>=? a b))
(define (palindrome? n) (let ([s (number->string n)]) (string=? s (string-reverse s))))
(define (palindrome-2? n) (let ([s (number->string n 2)]) (string=? s (string-reverse s))))
(define (changed s k c) (let ([m (string-copy s)]) (string-set! m k c) m))
(define (count-palindromes n) (for/sum ([i (in-range n)]) (if (palindrome? i) 1 0)))
(define (in-base-2 x) (number->string x 2))
(define (in-base-8 x) (number->string x 8))
(define (in-base-16 x) (number->string x 16))
(define (in-base-10 x) (number->string x 10))
(define (all-bases x) (list (in-base-2 x) (in-base-8 x) (in-base-16 x) (in-base-10 x)))
