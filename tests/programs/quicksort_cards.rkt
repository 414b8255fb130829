#lang racket/base
;; Sorting cards by rank with a hand-written quicksort (racket/base + racket/list).
(require racket/list)

(define (rank-value c)
  (let ([r (cdr c)])
    (cond [(number? r) r]
          [(eq? r 'J) 11]
          [(eq? r 'Q) 12]
          [(eq? r 'K) 13]
          [(eq? r 'A) 14])))

(define (quicksort cards)
  (if (null? cards)
      '()
      (let* ([pivot (car cards)]
             [pv (rank-value pivot)]
             [smaller (filter (lambda (c) (< (rank-value c) pv)) (cdr cards))]
             [larger (filter (lambda (c) (>= (rank-value c) pv)) (cdr cards))])
        (append (quicksort smaller) (list pivot) (quicksort larger)))))

(define hand '((H . Q) (S . 3) (D . A) (C . 10) (H . 3) (S . J)))

(quicksort hand)
(map rank-value (quicksort hand))
(first (quicksort hand))
(last (quicksort hand))
(let loop ([cs (quicksort hand)] [i 1])
  (unless (null? cs)
    (printf "~a: ~a\n" i (car cs))
    (loop (cdr cs) (+ i 1))))
(equal? (quicksort hand) (sort hand < #:key rank-value))
