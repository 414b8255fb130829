#lang racket
;; A small Sudoku solver (4x4 and an easy 9x9) with lists of lists
(define (get grid r c) (list-ref (list-ref grid r) c))
(define (set grid r c v)
  (for/list ([row grid] [i (in-naturals)])
    (if (= i r)
        (for/list ([x row] [j (in-naturals)]) (if (= j c) v x))
        row)))

(define (candidates grid r c size box)
  (define used
    (append (list-ref grid r)
            (for/list ([row grid]) (list-ref row c))
            (let ([br (* box (quotient r box))] [bc (* box (quotient c box))])
              (for*/list ([i (in-range br (+ br box))] [j (in-range bc (+ bc box))])
                (get grid i j)))))
  (filter (lambda (v) (not (member v used))) (range 1 (add1 size))))

(define (find-empty grid)
  (for*/first ([r (length grid)] [c (length grid)] #:when (zero? (get grid r c)))
    (cons r c)))

(define (solve grid size box)
  (define spot (find-empty grid))
  (if (not spot)
      grid
      (for/or ([v (candidates grid (car spot) (cdr spot) size box)])
        (solve (set grid (car spot) (cdr spot) v) size box))))

(define small '((1 0 0 0)
                (0 0 3 0)
                (0 4 0 0)
                (0 0 0 2)))
(for-each displayln (solve small 4 2))

(define easy '((5 3 0 0 7 0 0 0 0)
               (6 0 0 1 9 5 0 0 0)
               (0 9 8 0 0 0 0 6 0)
               (8 0 0 0 6 0 0 0 3)
               (4 0 0 8 0 3 0 0 1)
               (7 0 0 0 2 0 0 0 6)
               (0 6 0 0 0 0 2 8 0)
               (0 0 0 4 1 9 0 0 5)
               (0 0 0 0 8 0 0 7 9)))
(define solved (solve easy 9 3))
(for ([row solved]) (displayln (string-join (map number->string row) " ")))
(solve '((1 1) (0 0)) 2 1)
