#lang racket
;; Issue 29, part 25: fresh14's fast paths. eq?, eqv? and equal? of two exact integers
;; compared inline (eq? only for fixnums: two equal bignums are eq? only when the same
;; object), and memq, memv and member of an exact integer or a symbol in a long list grown
;; by cons (cycle detection's `(memq position seen)`), answered from a chain of the list's
;; elements once it was walked far twice. Their answers at the edges.
(define (same3 a b) (list (eq? a b) (eqv? a b) (equal? a b)))
(define (cells-equal? v i j) (eq? (vector-ref v i) (vector-ref v j)))
(define cells (vector 1 2 3 1000 1000 (expt 2 61) (expt 2 61) 1.0 #t 0 #f #\a #\a))
(define (first-repeat step start)
  ;; the first position visited twice, and how many steps before it
  (let loop ([p start] [seen '()] [n 0])
    (if (memq p seen) (list p n) (loop (step p) (cons p seen) (add1 n)))))
(define (first-repeat-v step start)
  (let loop ([p start] [seen '()] [n 0])
    (if (memv p seen) (list p n) (loop (step p) (cons p seen) (add1 n)))))
(define (first-repeat-m step start)
  (let loop ([p start] [seen '()] [n 0])
    (if (member p seen) (list p n) (loop (step p) (cons p seen) (add1 n)))))
(define (grow n) (for/fold ([l '()]) ([i (in-range n)]) (cons i l)))
(define grown (grow 100))
(define (search-all f xs lst) (for/list ([x xs]) (let ([r (f x lst)]) (and r (length r)))))
(define big (expt 2 70))
(define with-big (cons big (cons 1.0 (cons #t (cons 'sym (grow 60))))))
(define syms (for/fold ([l '()]) ([i (in-range 80)]) (cons (string->symbol (format "s~a" (modulo i 50))) l)))
