#lang racket
;; environment-passing interpreter with define-type style structs & a store
(struct Num (n) #:transparent)
(struct Id (x) #:transparent)
(struct Plus (a b) #:transparent)
(struct Fun (arg body) #:transparent)
(struct App (f a) #:transparent)
(struct Box (e) #:transparent)
(struct Unbox (e) #:transparent)
(struct SetBox (b v) #:transparent)
(struct Seq (a b) #:transparent)
(struct clo (arg body env))
(define (parse s)
  (match s
    [(? integer?) (Num s)]
    [(? symbol?) (Id s)]
    [(list '+ a b) (Plus (parse a) (parse b))]
    [(list 'fun (list x) b) (Fun x (parse b))]
    [(list 'box e) (Box (parse e))]
    [(list 'unbox e) (Unbox (parse e))]
    [(list 'set-box! b v) (SetBox (parse b) (parse v))]
    [(list 'seq a b) (Seq (parse a) (parse b))]
    [(list f a) (App (parse f) (parse a))]
    [_ (error 'parse "bad syntax: ~s" s)]))
(define store (make-hasheqv))
(define next-loc 0)
(define (alloc! v) (set! next-loc (add1 next-loc)) (hash-set! store next-loc v) next-loc)
(define (interp e env)
  (match e
    [(Num n) n]
    [(Id x) (hash-ref env x (λ () (error 'interp "free variable ~a" x)))]
    [(Plus a b) (+ (interp a env) (interp b env))]
    [(Fun x b) (clo x b env)]
    [(App f a) (match-define (clo x b cenv) (interp f env))
               (interp b (hash-set cenv x (interp a env)))]
    [(Box e) (list 'loc (alloc! (interp e env)))]
    [(Unbox e) (hash-ref store (second (interp e env)))]
    [(SetBox b v) (define l (second (interp b env))) (hash-set! store l (interp v env)) (void)]
    [(Seq a b) (interp a env) (interp b env)]))
(define (run s) (interp (parse s) (hash)))
(parse '(+ 1 (fun (x) x)))
(run '(+ 1 2))
(run '((fun (x) (+ x x)) 21))
(run '((fun (b) (seq (set-box! b 10) (unbox b))) (box 1)))
(run '(box 5))
(run '(seq (box 1) (box 2)))
(with-handlers ([exn:fail? exn-message]) (run '(+ y 1)))
(with-handlers ([exn:fail? exn-message]) (parse '(1 2 3)))
(let ([c (run '(fun (z) z))]) (clo? c))
(run '(fun (z) z))
(void? (run '(set-box! (box 1) 2)))
(run '(set-box! (box 1) 2))
(list (void) (run '(set-box! (box 1) 2)))
store
