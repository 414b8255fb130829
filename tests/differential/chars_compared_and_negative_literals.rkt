#lang racket
;; eq?/eqv?/equal? of two characters compare their code points inline in compiled code
;; (Racket's characters are immediate: eq? when equal), a symbol or another value goes
;; to the primitive; a negative literal in a comparison (`(< -1 row n)`) is known to be
;; a fixnum, so only the other operands are tested.
(provide (all-defined-out))
(define F #\.)
(define (f? c) (eq? F c))
(define (q? a b) (eq? a b))
(define (v? a b) (eqv? a b))
(define (e? a b) (equal? a b))
(define (count-floor s) (for/sum ([c (in-string s)]) (if (eq? F c) 1 0)))
(define (inb r n) (< -1 r n))
(define (neg x) (list (= x -1) (> x -5) (<= -3 x 3) (eqv? x -1) (eq? -1 x) (equal? x -7) (+ x -2) (* -3 x)))
