#lang racket
;; values, continuations, dynamic-wind, parameters

(define (div-mod a b) (values (quotient a b) (remainder a b)))
(div-mod 17 5)
(call-with-values (lambda () (div-mod 17 5)) list)
(let-values ([(q r) (div-mod 100 7)] [(x) (values 'one)])
  (list q r x))
(let*-values ([(a b) (values 1 2)] [(c) (values (+ a b))]) c)
(define-values (lo hi) (values 0 10))
(list lo hi)
(call-with-values (lambda () (values)) list)
(values)
(values 1 2 3)

(define (find-first pred lst)
  (call/cc
   (lambda (return)
     (for-each (lambda (x) (when (pred x) (return x))) lst)
     #f)))
(find-first even? '(1 3 4 5 6))
(find-first even? '(1 3 5))

(define (product lst)
  (let/ec k
    (foldl (lambda (x acc) (if (zero? x) (k 0) (* x acc))) 1 lst)))
(product '(1 2 3 4))
(product '(1 2 0 4))

(define trace '())
(define (note x) (set! trace (cons x trace)))
(let/ec out
  (dynamic-wind
   (lambda () (note 'in))
   (lambda () (note 'body) (out 'escaped) (note 'not-reached))
   (lambda () (note 'out))))
(reverse trace)

(define indent (make-parameter 0))
(define (show-tree t)
  (cond [(pair? t)
         (printf "~a(\n" (make-string (indent) #\space))
         (parameterize ([indent (+ (indent) 2)])
           (for-each show-tree t))
         (printf "~a)\n" (make-string (indent) #\space))]
        [else (printf "~a~a\n" (make-string (indent) #\space) t)]))
(show-tree '(a (b c) d))
(indent)

(define verbose (make-parameter #f (lambda (v) (and v #t))))
(parameterize ([verbose 'yes]) (verbose))
(verbose)

(define v (make-vector 5 0))
(for ([i 5]) (vector-set! v i (* i i)))
v
(vector-length v)
(vector->list v)
(vector-map add1 v)
(vector-fill! v 7)
v
(define v2 (vector 5 3 8 1))
(vector-sort v2 <)
v2
(vector-sort! v2 <)
v2
(vector-member 8 v2)
(vector-count even? #(1 2 3 4))
(vector-argmax - #(3 1 2))
(vector-copy #(1 2 3))
(vector-append #(1) #(2 3))
(build-vector 3 (lambda (i) (* i 10)))
(vector-ref #(1 2 3) 3)
