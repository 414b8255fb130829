#lang racket
;; Issue 29, part 31: what fresh16's slowest programs leaned on, as others write it:
;; length of a list growing by cons at each step.
(define (grow-until n acc) (if (= n (length acc)) acc (grow-until n (cons (length acc) acc))))
(define (grow-by-two n acc) (if (>= (length acc) n) (length acc) (grow-by-two n (list* 'a 'b acc))))
(define long (build-list 100 values))
(define (lengths l) (list (length l) (length (cdr l)) (length (cons 0 l)) (length l)))
;; a module constant bound to a primitive, called: (define LEFT car) then (LEFT x)
(define LEFT car)
(define DOWN cdr)
(define LEN length)
(define REV reverse)
(define (left-of t) (LEFT t))
(define (down-of t) (DOWN t))
(define (two-args t) (LEFT t t))
(define (len-of l) (LEN l))
(define (rev-of l) (REV l))
(define (walk t path) (if (null? path) t ((car path) (walk t (cdr path)))))
