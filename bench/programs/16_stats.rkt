#lang racket/base
;; A for/fold statistics pass over 1,000,000 pseudo-random numbers: count, sum, sum of
;; squares, minimum, maximum, and how many are even. Prints (n mean min max evens var*n).
(define-values (n sum sumsq lo hi evens seed)
  (for/fold ([n 0] [sum 0] [sumsq 0] [lo 1000] [hi -1] [evens 0] [seed 7])
            ([i (in-range 1000000)])
    (define next (modulo (+ (* seed 48271) 11) 2147483647))
    (define x (modulo next 1000))
    (values (add1 n) (+ sum x) (+ sumsq (* x x)) (min lo x) (max hi x)
            (if (even? x) (add1 evens) evens) next)))
(displayln (list n (quotient sum n) lo hi evens (- (* n sumsq) (* sum sum))))
