#lang racket
(define (grade n)
  (cond [(>= n 90) 'A]
        [(>= n 80) 'B]
        [(assv n '((42 . answer))) => cdr]
        [else 'F]))
(map grade '(95 85 42 10))
(define (kind c)
  (case c
    [(#\a #\e #\i #\o #\u) 'vowel]
    [(#\space) 'space]
    [else 'other]))
(map kind (string->list "hi you"))
(case (* 2 3) [(2 3 5 7) 'prime] [(1 4 6 8 9) 'composite])
(case 'x [(x) 'found])
(case "str" [("str") 'strings-use-equal] [else 'no])
(list (when #f 1) (unless #f 2))
(when #t (void))
(void)
(list (void) (if #f #f #f))
(cond [#f 1])
(list (cond [#f 1]))
(define v (for-each displayln '(1 2)))
v
(let ([x (set! v 5)]) x)
(and)
(or)
(and 1 2)
(or #f 3)
(if '() 'empty-is-true 'no)
(if 0 'zero-is-true 'no)
(begin0 1 2 3)
(let loop ([i 0]) (when (< i 3) (display i) (loop (add1 i))))
(newline)
(do ([i 0 (add1 i)] [acc '() (cons i acc)]) ((= i 4) acc))
(case 5 [(1) 'one])
(vector-ref (vector) 0)
