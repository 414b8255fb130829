#lang racket
;; for / for/list / for/fold and friends.

(define suits '(H D C S))
(define ranks '(2 3 4 5 6 7 8 9 10 J Q K A))

(define (make-deck)
  (for*/list ([s suits] [r ranks])
    (cons s r)))

(define (rank-value r)
  (cond [(number? r) r]
        [(eq? r 'A) 11]
        [else 10]))

(define (hand-total hand)
  (for/fold ([total 0]) ([c hand])
    (+ total (rank-value (cdr c)))))

(define (print-table n)
  (for ([i (in-range 1 (+ n 1))])
    (for ([j (in-range 1 (+ n 1))])
      (printf "~a " (* i j)))
    (newline)))
