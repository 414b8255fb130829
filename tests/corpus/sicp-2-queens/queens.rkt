#lang racket
;; SICP 2.2.3 Sequences as conventional interfaces: accumulate, flatmap, ex 2.42 (eight queens)
(define (accumulate op initial sequence)
  (if (null? sequence)
      initial
      (op (car sequence)
          (accumulate op initial (cdr sequence)))))
(define (enumerate-interval low high)
  (if (> low high)
      null
      (cons low (enumerate-interval (+ low 1) high))))
(define (flatmap proc seq)
  (accumulate append null (map proc seq)))

;; ex 2.33
(define (my-map p sequence)
  (accumulate (lambda (x y) (cons (p x) y)) null sequence))
(define (my-length sequence)
  (accumulate (lambda (x y) (+ 1 y)) 0 sequence))
(my-map (lambda (x) (* x x)) '(1 2 3 4))
(my-length '(a b c))

;; ex 2.36
(define (accumulate-n op init seqs)
  (if (null? (car seqs))
      null
      (cons (accumulate op init (map car seqs))
            (accumulate-n op init (map cdr seqs)))))
(accumulate-n + 0 '((1 2 3) (4 5 6) (7 8 9) (10 11 12)))

;; prime-sum-pairs
(define (prime? n)
  (and (> n 1)
       (let loop ((d 2))
         (cond ((> (* d d) n) #t)
               ((= 0 (remainder n d)) #f)
               (else (loop (+ d 1)))))))
(define (prime-sum-pairs n)
  (map (lambda (p) (list (car p) (cadr p) (+ (car p) (cadr p))))
       (filter (lambda (p) (prime? (+ (car p) (cadr p))))
               (flatmap (lambda (i)
                          (map (lambda (j) (list i j))
                               (enumerate-interval 1 (- i 1))))
                        (enumerate-interval 1 n)))))
(prime-sum-pairs 5)

;; ex 2.42
(define empty-board null)
(define (adjoin-position row col rest) (cons (list row col) rest))
(define (safe? k positions)
  (let ((new (car positions)))
    (andmap (lambda (q)
              (not (or (= (car q) (car new))
                       (= (abs (- (car q) (car new)))
                          (abs (- (cadr q) (cadr new)))))))
            (cdr positions))))
(define (queens board-size)
  (define (queen-cols k)
    (if (= k 0)
        (list empty-board)
        (filter
         (lambda (positions) (safe? k positions))
         (flatmap
          (lambda (rest-of-queens)
            (map (lambda (new-row)
                   (adjoin-position new-row k rest-of-queens))
                 (enumerate-interval 1 board-size)))
          (queen-cols (- k 1))))))
  (queen-cols board-size))
(length (queens 6))
(car (queens 6))
(map (lambda (n) (length (queens n))) '(1 2 3 4 5))
