#lang racket/base
;; Issue 29: list-update, list-set, remove, remq, remv, remove*, remq*, remv* build their
;; result front to back in one walk, as Racket's racket/list and racket/private/list do:
;; the pairs before the change copied, the rest of the list shared (eq?-visible), the list
;; itself when nothing is removed; the order a custom equality is called in; errors.
(require racket/list)
(define l (list 1 2 3 4 5))
(define pts (list (list 0 0) (list 0 1) (list 1 0) (list 1 1)))
(define calls '())
(define (noting=? a b) (set! calls (cons (list a b) calls)) (equal? a b))
(define (calls-of thunk) (set! calls '()) (define r (thunk)) (list r (reverse calls)))
