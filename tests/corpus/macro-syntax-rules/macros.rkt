#lang racket

(define-syntax-rule (swap! a b)
  (let ([tmp a])
    (set! a b)
    (set! b tmp)))

(define x 1)
(define y 2)
(swap! x y)
(list x y)

(define-syntax my-or
  (syntax-rules ()
    [(_) #f]
    [(_ e) e]
    [(_ e1 e2 ...) (let ([t e1]) (if t t (my-or e2 ...)))]))
(my-or)
(my-or #f 3)
(let ([t 5]) (my-or #f t))

(define-syntax while
  (syntax-rules ()
    [(_ cond body ...)
     (let loop ()
       (when cond
         body ...
         (loop)))]))
(define i 0)
(while (< i 3)
  (printf "i = ~a\n" i)
  (set! i (add1 i)))

(define-syntax for-range
  (syntax-rules (from to)
    [(_ v from lo to hi body ...)
     (for ([v (in-range lo hi)]) body ...)]))
(for-range k from 2 to 5 (display k) (newline))

(define-syntax my-let*
  (syntax-rules ()
    [(_ () body ...) (let () body ...)]
    [(_ ([n v] rest ...) body ...)
     (let ([n v]) (my-let* (rest ...) body ...))]))
(my-let* ([a 1] [b (+ a 1)] [c (* b 10)]) (list a b c))

(define-syntax unless2
  (syntax-rules ()
    [(_ c e ...) (if c (void) (begin e ...))]))
(unless2 #f (displayln "ran"))
(unless2 #t (displayln "not run"))

(define-syntax-rule (delay-it e) (lambda () e))
(define-syntax-rule (force-it th) (th))
(force-it (delay-it (+ 1 2)))

(define-syntax my-cond
  (syntax-rules (else)
    [(_ (else e ...)) (begin e ...)]
    [(_ (c e ...) clause ...) (if c (begin e ...) (my-cond clause ...))]))
(my-cond [(= 1 2) 'a] [(= 1 1) 'b] [else 'c])
(my-cond [#f 'a] [else 'c])

(define-syntax my-list-of-pairs
  (syntax-rules ()
    [(_ (a b) ...) (list (cons a b) ...)]))
(my-list-of-pairs (1 2) (3 4) ('x 'y))

(define-syntax-rule (inc! v) (set! v (+ v 1)))
(define z 10)
(inc! z)
(inc! z)
z
(define-syntax-rule (show e) (printf "~s = ~s\n" 'e e))
(show (+ 1 2))
(show (map add1 '(1 2 3)))
(define-syntax-rule (my-assert e) (unless e (error 'assert "failed: ~s" 'e)))
(my-assert (= 1 1))
(my-assert (= (+ 1 1) 3))
