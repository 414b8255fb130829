#lang racket
;; Watching recursion with racket/trace
(require racket/trace)
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(trace fact)
(fact 3)
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(trace fib)
(fib 3)
