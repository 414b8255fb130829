#lang racket
;; Higher-order functions: map / filter / foldl / foldr / andmap / ormap / apply / sort / assoc ...

(define hand '((H . 3) (D . 14) (S . 10) (C . 12) (H . 7)))

(define (card-value c) (cdr c))
(define (red? c) (and (memq (car c) '(H D)) #t))

(define (compose2 f g) (lambda (x) (f (g x))))

(define (my-map f l)
  (if (null? l) '() (cons (f (car l)) (my-map f (cdr l)))))

(define (my-filter p l)
  (cond [(null? l) '()]
        [(p (car l)) (cons (car l) (my-filter p (cdr l)))]
        [else (my-filter p (cdr l))]))

(define (my-foldl f acc l)
  (if (null? l) acc (my-foldl f (f (car l) acc) (cdr l))))

(define (flip f) (lambda (a b) (f b a)))

(define people '(("ann" 31) ("bob" 25) ("cy" 40)))

(define (make-multiplier n) (lambda (x) (* n x)))
(define triple (make-multiplier 3))

(define (g a b) (+ a b))
