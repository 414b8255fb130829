#lang racket
;; `read` on ports: plain numbers and symbols (read without the parser), and everything
;; next to them the parser reads (comments, special syntax, delimiters, errors).
(define (read-all s)
  (let ([p (open-input-string s)])
    (let loop ([acc '()])
      (define x (read p))
      (if (eof-object? x) (reverse acc) (loop (cons x acc))))))
(define (read-then-char s)
  (let ([p (open-input-string s)])
    (define x (read p))
    (list x (read-char p))))
