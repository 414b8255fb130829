#lang racket
;; N-queens with for*/list: every placement of 8 queens, built row by row as a list of
;; columns, then the same for 9. Prints (solutions-8 solutions-9 first-8).
(define (safe? col placed)
  (for/and ([c (in-list placed)] [d (in-naturals 1)])
    (not (or (= c col) (= (abs (- c col)) d)))))
(define (queens n)
  (let place ([row 0])
    (if (= row n)
        '(())
        (for*/list ([rest (in-list (place (add1 row)))]
                    [col (in-range n)]
                    #:when (safe? col rest))
          (cons col rest)))))
(define q8 (queens 8))
(displayln (list (length q8) (length (queens 9)) (first q8)))
