#lang racket
;; srfi/1's higher-order procedures as Racket's srfi/1 defines them (srfi-lite-lib): the lists
;; walked lazily in lockstep to the shortest one, the procedure applied element by element,
;; a tail that is neither a pair nor '() failing with null-list?'s exn:fail only when the
;; walk reaches it (after the effects of the elements before it); filter-map over one list,
;; fold-right, partition and reduce-right applying from the right; any/every looking one
;; step ahead; the last call of any/every/fold-right/reduce-right a tail call (several
;; values pass); check-arg's `expected procedure` errors (exn:fail), for-each's
;; `error: contract violation`, and the procedures srfi/1 takes from racket/base and
;; racket/list (filter, count; remove/delete/assoc as filter and find of a lambda).
(require srfi/1)
(define (show x) (display x) (display ";") x)
;; (t e): e's values as a list, or (error message exn:fail:contract?) for an exception
(define-syntax-rule (t e)
  (with-handlers ([exn? (lambda (x) (list 'error (exn-message x) (exn:fail:contract? x)))])
    (call-with-values (lambda () e) list)))
(define (two x y) x)
(define (both x) (values x x))
(define (both2 x y) (values x y))
(define (odd-show x) (show (odd? x)))
