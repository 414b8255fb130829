#lang racket
;; Proper tail calls (10,000,000 iterations in constant space) and deep
;; non-tail recursion (100,000 frames), as Racket supports both.

(define (count-up n)
  (let loop ([i 0])
    (if (< i n) (loop (+ i 1)) i)))

(define (sum-to n acc)
  (if (= n 0) acc (sum-to (- n 1) (+ acc n))))

(define (even2? n) (if (= n 0) #t (odd2? (- n 1))))
(define (odd2? n) (if (= n 0) #f (even2? (- n 1))))

(define (count-down-cond n)
  (cond [(zero? n) 'done]
        [else (count-down-cond (sub1 n))]))

(define (loop-and n) (and #t (if (= n 0) 'ok (loop-and (- n 1)))))
(define (loop-or n) (or (= n 0) (loop-or (- n 1))))
(define (when-loop n) (when (> n 0) (when-loop (- n 1))))
(define (case-loop n)
  (case (modulo n 2)
    [(0) (if (= n 0) 'zero (case-loop (- n 1)))]
    [else (case-loop (- n 1))]))
(define (let-loop n) (let ([m (- n 1)]) (if (< m 0) 'let-done (let-loop m))))
(define (begin-loop n) (begin (if (= n 0) 'begin-done (begin-loop (- n 1)))))
(define (apply-loop n) (if (= n 0) 'apply-done (apply apply-loop (list (- n 1)))))

(define (sum l) (if (null? l) 0 (+ (car l) (sum (cdr l)))))
(define (build n) (if (= n 0) '() (cons n (build (- n 1)))))
(define (my-map f l) (if (null? l) '() (cons (f (car l)) (my-map f (cdr l)))))
(define (deep-length l) (if (null? l) 0 (+ 1 (deep-length (cdr l)))))
(define (my-append a b) (if (null? a) b (cons (car a) (my-append (cdr a) b))))

(define big (range 100000))
