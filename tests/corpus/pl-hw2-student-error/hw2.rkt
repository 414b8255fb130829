#lang racket
;; hw2: student solution with a bug that only shows on some inputs
(provide (all-defined-out))

(define (all-except-option s lst)
  (cond [(null? lst) #f]
        [(equal? s (car lst)) (cdr lst)]
        [else (let ([r (all-except-option s (cdr lst))])
                (and r (cons (car lst) r)))]))

(define (get-substitutions subs s)
  (if (null? subs)
      '()
      (let ([r (all-except-option s (car subs))])
        (append (or r '()) (get-substitutions (cdr subs) s)))))

(define (card-value c)
  (match (cdr c)
    ['ace 11]
    [(? number? n) n]
    [_ 10]))

(define (sum-cards cs)
  (foldl + 0 (map card-value cs)))

(define (score cs goal)
  (let* ([sum (sum-cards cs)]
         [pre (if (> sum goal) (* 3 (- sum goal)) (- goal sum))])
    (if (all-same-color cs) (quotient pre 2) pre)))

(define (all-same-color cs)
  (or (null? (cdr cs))     ; bug: fails on the empty list
      (and (eq? (color (car cs)) (color (cadr cs)))
           (all-same-color (cdr cs)))))

(define (color c) (if (memq (car c) '(clubs spades)) 'black 'red))
