#lang racket
;; Krishnamurthi's automaton macro, as done in many PL courses

(define-syntax automaton
  (syntax-rules (: ->)
    [(_ init-state
        [state : (label -> target) ...] ...)
     (letrec ([state
               (lambda (stream)
                 (cond [(empty? stream) #t]
                       [else
                        (case (first stream)
                          [(label) (target (rest stream))] ...
                          [else #f])]))] ...)
       init-state)]))

(define cadr-matcher
  (automaton init
             [init : (c -> more)]
             [more : (a -> more) (d -> more) (r -> end)]
             [end : ]))
(cadr-matcher '(c a d a d r))
(cadr-matcher '(c a d a d))
(cadr-matcher '(c a x r))
(cadr-matcher '())

(define-syntax define-enum
  (syntax-rules ()
    [(_ name (val ...))
     (define (name x)
       (let loop ([vals '(val ...)] [i 0])
         (cond [(null? vals) (error 'name "not a member: ~a" x)]
               [(eq? (car vals) x) i]
               [else (loop (cdr vals) (+ i 1))])))]))
(define-enum color->index (red green blue))
(color->index 'green)
(color->index 'blue)

(define-syntax my-match-list
  (syntax-rules (empty cons)
    [(_ e [empty empty-body] [(cons h t) cons-body])
     (let ([v e])
       (if (null? v) empty-body (let ([h (car v)] [t (cdr v)]) cons-body)))]))
(define (my-sum l) (my-match-list l [empty 0] [(cons x xs) (+ x (my-sum xs))]))
(my-sum '(1 2 3 4))

(define-syntax-rule (test-case-macro name expr expected)
  (let ([got expr])
    (if (equal? got expected)
        (printf "PASS ~a\n" name)
        (printf "FAIL ~a: got ~s expected ~s\n" name got expected))))
(test-case-macro "sum" (my-sum '(1 2)) 3)
(test-case-macro "sum wrong" (my-sum '(1 2)) 4)
(test-case-macro 'enum (color->index 'red) 0)

(define-syntax (my-while stx)
  (syntax-case stx ()
    [(_ c body ...) #'(let lp () (when c body ... (lp)))]))
(define n 3)
(my-while (> n 0) (printf "n=~a\n" n) (set! n (- n 1)))
(color->index 'purple)
