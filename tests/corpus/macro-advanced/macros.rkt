#lang racket
;; more syntax-rules: nested ellipses, literals, recursion, hygiene, defining macros

(define-syntax my-let
  (syntax-rules ()
    [(_ ([name val] ...) body1 body2 ...)
     ((lambda (name ...) body1 body2 ...) val ...)]
    [(_ tag ([name val] ...) body1 body2 ...)
     ((letrec ([tag (lambda (name ...) body1 body2 ...)]) tag) val ...)]))
(my-let ([a 1] [b 2]) (+ a b))
(my-let loop ([i 0] [acc '()]) (if (= i 3) acc (loop (+ i 1) (cons i acc))))

(define-syntax my-cond
  (syntax-rules (else =>)
    [(_ [else e ...]) (begin e ...)]
    [(_ [test => f] clause ...) (let ([t test]) (if t (f t) (my-cond clause ...)))]
    [(_ [test e ...] clause ...) (if test (begin e ...) (my-cond clause ...))]))
(my-cond [(assv 2 '((1 . a) (2 . b))) => cdr] [else 'none])
(my-cond [#f 1] [else 2])

(define-syntax table
  (syntax-rules ()
    [(_ (row (k v) ...) ...)
     (list (list 'row (cons 'k v) ...) ...)]))
(table (r1 (a 1) (b 2)) (r2 (c 3)))

(define-syntax define-getters
  (syntax-rules ()
    [(_ (name index) ...)
     (begin (define (name lst) (list-ref lst index)) ...)]))
(define-getters (first* 0) (second* 1) (third* 2))
(list (first* '(a b c)) (second* '(a b c)) (third* '(a b c)))

;; hygiene: the macro's tmp does not capture the user's tmp
(define-syntax-rule (my-swap! x y) (let ([tmp x]) (set! x y) (set! y tmp)))
(define tmp 'user-tmp)
(define other 'other)
(my-swap! tmp other)
(list tmp other)

;; hygiene: the user's variable named like the macro's temporary is not captured
(define-syntax-rule (my-unless c body ...) (let ([t c]) (if t (void) (begin body ...))))
(let ([t #f]) (my-unless t 'ran))

(define-syntax my-and
  (syntax-rules ()
    [(_) #t]
    [(_ e) e]
    [(_ e r ...) (if e (my-and r ...) #f)]))
(my-and 1 2 3)
(my-and 1 #f (error "not evaluated"))

(define-syntax for-each-pair
  (syntax-rules (in)
    [(_ (a b) in lst body ...)
     (for-each (lambda (p) (let ([a (car p)] [b (cdr p)]) body ...)) lst)]))
(for-each-pair (k v) in '((x . 1) (y . 2)) (printf "~a=~a\n" k v))

(define-syntax count-args
  (syntax-rules ()
    [(_) 0]
    [(_ x rest ...) (+ 1 (count-args rest ...))]))
(count-args a b c d)

(define-syntax my-quote-all
  (syntax-rules ()
    [(_ x ...) '(x ...)]))
(my-quote-all 1 (2 3) "four" #t)

(define-syntax-rule (repeat n body ...)
  (for ([_ (in-range n)]) body ...))
(repeat 2 (display "hi ") (display "there "))
(newline)

(define-syntax with-logging
  (syntax-rules ()
    [(_ name expr)
     (begin (printf "start ~a\n" 'name)
            (let ([r expr]) (printf "end ~a => ~a\n" 'name r) r))]))
(with-logging compute (* 6 7))

(define-syntax-rule (my-if c then else) (cond [c then] [#t else]))
(my-if #t 'yes 'no)
(my-cond [1 2 3] [else 4])
(third* '(1 2))
