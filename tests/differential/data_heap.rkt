#lang racket
;; data/heap: Racket's binary heap (its order for elements that compare equal too).
(require data/heap)
(define h (make-heap <=))
(define p (make-heap (lambda (a b) (<= (car a) (car b)))))
