#lang racket
;; Pairs, lists and racket/list.

(define cards '((H . 3) (D . A) (S . 10) (C . K)))
(define nums '(5 3 8 1 9 2))

(define (my-length l)
  (if (null? l) 0 (+ 1 (my-length (cdr l)))))

(define (sum l)
  (cond [(empty? l) 0]
        [else (+ (first l) (sum (rest l)))]))

(define (my-reverse l)
  (let loop ([l l] [acc '()])
    (if (null? l) acc (loop (cdr l) (cons (car l) acc)))))

(define (my-append a b)
  (if (null? a) b (cons (car a) (my-append (cdr a) b))))

(define (insert x sorted)
  (cond [(null? sorted) (list x)]
        [(<= x (car sorted)) (cons x sorted)]
        [else (cons (car sorted) (insert x (cdr sorted)))]))

(define (insertion-sort l)
  (if (null? l) '() (insert (car l) (insertion-sort (cdr l)))))

(define (nth l n)
  (if (= n 0) (car l) (nth (cdr l) (- n 1))))

(define (zip a b)
  (if (or (null? a) (null? b))
      '()
      (cons (list (car a) (car b)) (zip (cdr a) (cdr b)))))
