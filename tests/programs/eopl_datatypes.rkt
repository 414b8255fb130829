#lang eopl
;; #lang eopl: define-datatype and cases, eopl:error, eopl:printf, eopl:pretty-print,
;; list-of and maybe; the values printed with display (the language prints no top-level
;; results). Ends with cases of a value that is not a tree (Racket's error).
(define-datatype tree tree?
  (leaf (v number?))
  (node (l tree?) (r tree?)))
(define-datatype expr expr?
  (const-exp (n number?))
  (var-exp (name symbol?))
  (sum-exp (parts (list-of expr?))))
(define (sum t)
  (cases tree t
    (leaf (v) v)
    (node (l r) (+ (sum l) (sum r)))))
(define (value-of e env)
  (cases expr e
    (const-exp (n) n)
    (var-exp (name) (let ((p (assq name env)))
                      (if p (cdr p) (eopl:error 'value-of "unbound variable ~s" name))))
    (else (let loop ((ps (cases expr e (sum-exp (parts) parts) (else '()))) (acc 0))
            (if (null? ps) acc (loop (cdr ps) (+ acc (value-of (car ps) env))))))))
(define t (node (leaf 1) (node (leaf 2) (leaf 3))))
(display (sum t)) (newline)
(display t) (newline)
(display (list (tree? t) (tree? 5) (expr? t))) (newline)
(display (value-of (sum-exp (list (const-exp 1) (var-exp 'x) (const-exp 10))) '((x . 5)))) (newline)
(eopl:printf "~a and ~s~%" "text" "text")
(eopl:pretty-print (list 'a "b" #\c))
(display (list ((list-of number?) '(1 2)) ((list-of number?) '(1 a)) ((maybe symbol?) #f)
               ((maybe symbol?) 3) (always? 'x) empty))
(newline)
(display (call-with-current-continuation (lambda (k) (+ 1 (k 41))))) (newline)
(display (leaf 'bad))
