#lang racket
;; Statistics over scores with foldl/foldr; exact rationals vs floats.

(define scores '(18 21 15 20 19 22))

(define (sum l) (foldl + 0 l))
(define (mean l) (/ (sum l) (length l)))
(define (variance l)
  (define m (mean l))
  (/ (foldl (lambda (x acc) (+ acc (sqr (- x m)))) 0 l) (length l)))

(sum scores)
(mean scores)
(exact->inexact (mean scores))
(variance scores)
(exact->inexact (variance scores))
(sqrt (variance scores))
(foldr (lambda (x acc) (if (> x 20) (cons x acc) acc)) '() scores)
(foldl max (first scores) scores)
(/ (sum scores) 4)
(/ (sum scores) 4.0)
(round (/ (sum scores) 4))
(exact-round (* 100 (/ 1 3.0)))
(number->string (mean scores))
(printf "Average: ~a (~a)\n" (mean scores) (exact->inexact (mean scores)))
(list (quotient 115 6) (remainder 115 6) (modulo -115 6))
(expt 2 64)
(* 1.0 (expt 10 21))
(* 1.0 (expt 10 20))
