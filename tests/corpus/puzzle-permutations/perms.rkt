#lang racket
;; Permutations and combinations, by hand and with racket/list
(define (perms xs)
  (if (null? xs)
      '(())
      (append-map (lambda (x) (map (lambda (p) (cons x p)) (perms (remove x xs)))) xs)))
(perms '(1 2 3))
(length (perms '(a b c d e)))
(equal? (perms '(1 2 3)) (permutations '(1 2 3)))
(define (choose xs k)
  (cond [(= k 0) '(())]
        [(null? xs) '()]
        [else (append (map (lambda (c) (cons (car xs) c)) (choose (cdr xs) (sub1 k)))
                      (choose (cdr xs) k))]))
(choose '(a b c d) 2)
(combinations '(a b c d) 2)
(length (combinations (range 10) 3))
(remove-duplicates (map (lambda (p) (apply + p)) (choose (range 1 6) 2)))
(argmax (lambda (p) (apply * p)) (choose '(3 -4 5 -2 1) 2))
(cartesian-product '(1 2) '(a b))
(list-ref (perms '(1 2 3)) 10)
