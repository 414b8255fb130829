#lang racket
;; srfi/42's eager comprehensions (generators, filters, :let, :parallel, :while/:until,
;; index variables) and srfi/78's check-ec over them (its output in body_output).
(require srfi/42 srfi/78)
(define (fib n) (if (<= n 2) 1 (+ (fib (- n 1)) (fib (- n 2)))))
(check-ec (: n 1 15) (even? (fib n)) => (= (modulo n 3) 0) (n))
(check-ec (: x 4) (: y 4) (* x (+ y 1)) => (+ (* x y) x) (x y))
(check-ec (: x 3) (if (= x 2) 0 x) => x (x))
(check-ec (:list s '("a" "bb")) (string-length s) (=> =) 1 (s))
(check-ec (+ 1 1) => 2)
