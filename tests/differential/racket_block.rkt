#lang racket
;; racket/block's block: an internal-definition context as an expression; an empty block,
;; or one ending in a definition, is (void); forward references as in letrec*.
(require racket/block)
(define-syntax-rule (define-one a) (define a 1))
(define (twice x) (block (define y (* 2 x)) y))
(block (define x 1) (printf "~a\n" (+ x 1)))
(block 1 2 3)
