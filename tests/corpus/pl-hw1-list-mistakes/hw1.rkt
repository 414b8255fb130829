#lang racket
(provide (all-defined-out))

(define (my-length lst)
  (if (null? lst) 0 (+ 1 (my-length (cdr lst)))))

(define (my-reverse lst)
  (define (helper l acc)
    (if (empty? l) acc (helper (rest l) (cons (first l) acc))))
  (helper lst empty))

;; bug: forgets the base case for a 1-element list, car of empty
(define (my-last lst)
  (if (null? (cdr lst)) (car lst) (my-last (cdr lst))))

(define (flatten-list lst)
  (cond [(null? lst) '()]
        [(pair? (car lst)) (append (flatten-list (car lst)) (flatten-list (cdr lst)))]
        [else (cons (car lst) (flatten-list (cdr lst)))]))

(define (zip a b)
  (if (or (null? a) (null? b)) '() (cons (list (car a) (car b)) (zip (cdr a) (cdr b)))))

(define (remove-dups lst)
  (foldr (lambda (x acc) (if (member x acc) acc (cons x acc))) '() lst))

(define (count-if pred lst)
  (for/sum ([x lst]) (if (pred x) 1 0)))

;; bug: uses + on a list
(define (sum-nested lst)
  (apply + (flatten-list lst)))

(define (average lst)
  (/ (apply + lst) (length lst)))
