#lang racket
;; A 10,000,000-iteration tail-recursive loop and a 100,000-deep non-tail recursion.

(define (count-to n)
  (let loop ([i 0] [acc 0])
    (if (= i n) acc (loop (+ i 1) (+ acc 1)))))

(define (build-deck n)
  (if (= n 0) '() (cons (cons 'H n) (build-deck (- n 1)))))

(define (total cards)
  (if (null? cards) 0 (+ (cdr (car cards)) (total (cdr cards)))))

(count-to 10000000)
(define big (build-deck 100000))
(length big)
(total big)
(displayln "done")
