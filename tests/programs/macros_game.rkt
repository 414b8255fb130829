#lang racket
;; syntax-rules macros in a small game script.

(define-syntax-rule (repeat n body ...)
  (for ([i (in-range n)]) body ...))

(define-syntax unless-valid
  (syntax-rules ()
    [(_ c fallback body ...) (if c (begin body ...) fallback)]))

(define-syntax swap!
  (syntax-rules ()
    [(_ a b) (let ([tmp a]) (set! a b) (set! b tmp))]))

(define (play-card c)
  (unless-valid (pair? c) "GAME OVER"
    (format "played ~a~a" (cdr c) (car c))))

(repeat 3 (display "shuffle "))
(newline)
(play-card '(H . 3))
(play-card 'joker)
(define left '(H . 2))
(define right '(S . K))
(swap! left right)
(list left right)
