#lang racket
;; list helpers for the assignment (student's own file)
(provide flatten-deep
         (rename-out [my-remove-dups remove-dups])
         count-if)

(define (flatten-deep x)
  (cond [(null? x) '()]
        [(pair? x) (append (flatten-deep (car x)) (flatten-deep (cdr x)))]
        [else (list x)]))

(define (my-remove-dups lst)
  (foldr (lambda (x acc) (if (member x acc) acc (cons x acc))) '() lst))

(define (count-if pred lst)
  (for/sum ([x lst]) (if (pred x) 1 0)))

(module+ test
  (displayln "lists.rkt tests should not run when required"))
