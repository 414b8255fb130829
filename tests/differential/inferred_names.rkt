#lang racket
; Procedures named for the binding whose value they are, through the forms around them
; (see inferred_names.exprs), and match-lambda**.
(define-syntax-rule (fn x body) (lambda (x) body))
(define by-macro (fn y y))
(define by-match-lambda (match-lambda [1 'one] [_ 'other]))
(define by-match-lambda* (match-lambda* [(list a) a] [(list a b) (+ a b)]))
(define by-match-lambda** (match-lambda** [((cons a b) 0) (list a b)] [(x y) (+ x y)]))
(define by-thunk (thunk 'thunked))
(define in-let (let () (lambda (x) x)))
(define in-let-binding (let ([z 1]) (lambda (x) (+ x z))))
(define in-let* (let* ([a 1] [b 2]) (case-lambda [(x) x] [(x y) (+ a b x y)])))
(define in-letrec (letrec ([t (lambda () 1)]) (lambda () (t))))
(define in-named-let (let loop () (lambda (x) x)))
(define in-begin (begin (lambda (x) x)))
(define in-when (when #t (lambda (x) x)))
(define in-cond (cond [(zero? 1) 1] [else (lambda (x) x)]))
(define in-if (if (zero? 0) (let () (begin (lambda (x) x))) 5))
(define in-and (and #t (lambda (x) x)))
(define in-or (or #f (lambda (x) x)))
(define in-let-values (let-values ([(a) 1]) (lambda (x) x)))
(define-values (first-of-values second-of-values) (values (lambda () 1) (match-lambda [1 2])))
(define memo-fib
  (let ([memo (make-hash)])
    (lambda (n)
      (if (< n 2) n (hash-ref! memo n (lambda () (+ (memo-fib (- n 1)) (memo-fib (- n 2)))))))))
(define (internal)
  (define p (let ([memo (make-hash)]) (lambda (n) (hash-ref! memo n n))))
  (define q (match-lambda** [(a b) (list b a)]))
  (let ([s (letrec ([t (lambda () 1)]) (lambda () (t)))]
        [u (unless #f (λ (x) x))])
    (list p q s u)))
(define spiral
  (letrec ([f (match-lambda**
                [('() acc) acc]
                [((cons row '()) acc) (f '() (append acc row))]
                [((cons first-row remaining) acc)
                 (match-let ([(cons last-row remaining) (reverse remaining)])
                   (f (cons (reverse last-row) remaining) (append acc first-row)))])])
    (lambda (matrix) (f matrix '()))))
