#lang racket
;; 0-1 knapsack by memoised recursion over (item, capacity), the memo a hash keyed by
;; pairs: 60 items of pseudo-random weights and values, capacity 600. Prints the best value.
(define (lcg s) (modulo (+ (* s 1103515245) 12345) 2147483648))
(define-values (weights values*)
  (let loop ([i 0] [s 42] [ws '()] [vs '()])
    (if (= i 60)
        (values (list->vector (reverse ws)) (list->vector (reverse vs)))
        (let* ([s1 (lcg s)] [s2 (lcg s1)])
          (loop (add1 i) s2 (cons (+ 5 (modulo s1 40)) ws) (cons (+ 1 (modulo s2 100)) vs))))))
(define memo (make-hash))
(define (best i cap)
  (cond
    [(= i (vector-length weights)) 0]
    [else
     (define key (cons i cap))
     (hash-ref! memo key
                (λ ()
                  (define skip (best (add1 i) cap))
                  (define w (vector-ref weights i))
                  (if (> w cap)
                      skip
                      (max skip (+ (vector-ref values* i) (best (add1 i) (- cap w)))))))]))
(displayln (best 0 600))
