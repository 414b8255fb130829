#lang racket
(define (quicksort < l)
  (match l
    ['() '()]
    [(cons x xs)
     (let-values ([(xs-gte xs-lt) (partition (curry < x) xs)])
       (append (quicksort < xs-lt)
               (list x)
               (quicksort < xs-gte)))]))

;; benchmark driver (added)
(define data (for/list ([i (in-range 5000)]) (modulo (* i 7919) 10007)))
(for ([k (in-range 3)])
  (define s (quicksort < data))
  (displayln (list (first s) (list-ref s 2500) (last s))))
