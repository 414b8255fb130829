#lang racket
(require racket/match)

(struct add (l r) #:transparent)
(struct mul (l r) #:transparent)
(struct num (n) #:transparent)
(struct neg (e) #:transparent)

(define (ev e)
  (match e
    [(num n) n]
    [(add l r) (+ (ev l) (ev r))]
    [(mul (num 0) _) 0]
    [(mul l r) (* (ev l) (ev r))]
    [(neg (neg e)) (ev e)]
    [(neg e) (- (ev e))]))

(ev (add (num 1) (mul (num 3) (neg (neg (num 4))))))
(ev (mul (num 0) (num 'oops)))

(define (classify x)
  (match x
    ['() 'empty]
    [(list a) (list 'one a)]
    [(list a b) (list 'two a b)]
    [(list 1 rest ...) (list 'starts-with-1 rest)]
    [(list-rest a b c) (list 'rest a b c)]
    [(cons a b) (list 'pair a b)]
    [(? number? n) #:when (> n 100) 'big-number]
    [(? number?) 'number]
    [(? string? (app string-length len)) (list 'string len)]
    [(vector a b) (list 'vec2 a b)]
    [(vector a ...) (list 'vec a)]
    [#t 'true]
    [(or 'x 'y) 'x-or-y]
    [(and (? symbol?) (not 'z)) 'some-symbol]
    [_ 'other]))

(for-each (lambda (v) (printf "~s -> ~s\n" v (classify v)))
          (list '() '(5) '(5 6) '(1 2 3 4) '(7 8 9 10) '(7 . 8) 500 5 "hello"
                #(1 2) #(1 2 3) #t 'x 'y 'q 'z #\c))

(define (quasi x)
  (match x
    [`(lambda (,arg) ,body) (format "fun of ~a" arg)]
    [`(let ([,x ,e]) ,b) (format "let ~a" x)]
    [`(,f ,args ...) (format "call ~a with ~a args" f (length args))]
    [`,v (format "atom ~a" v)]))
(quasi '(lambda (x) (+ x 1)))
(quasi '(let ([y 2]) y))
(quasi '(f 1 2 3))
(quasi 42)

(match-define (list a b c) '(1 2 3))
(+ a b c)
(struct tpair (p q))
(match-define (tpair p q) (tpair 'left 'right))
(list p q)
(match-let ([(list x y) '(10 20)]
            [(vector z) #(30)])
  (list x y z))
(match-let* ([(cons h t) '(1 2 3)]
             [(list u v) t])
  (list h u v))

(define sum-pairs
  (match-lambda
    [(cons (? number? a) (? number? b)) (+ a b)]
    [(list xs ...) (apply + xs)]
    [_ 0]))
(sum-pairs '(3 . 4))
(sum-pairs '(1 2 3 4))
(sum-pairs "x")

(define (nested x)
  (match x
    [(list (list k v) ...) (map cons k v)]
    [(list (? symbol? s) ..1) (length s)]
    [else 'no]))
(nested '((a 1) (b 2) (c 3)))
(nested '(a b c))
(nested '())

(match '(1 2 3 4 5)
  [(list a b rest ..2) (list a b rest)])
(match (list 1 (list 2 3) 4)
  [(list _ (list _ (and x (? odd?))) _) x])
(match "abc"
  [(regexp #rx"^a(.*)$" (list _ tail)) tail])
(match 5
  [(== 5) 'five])
(match '(1 2)
  [(list 2 1) 'reversed]
  [(list 1 2) 'found])
(match (box 3)
  [(box (? odd? n)) n])
(match 7
  [(? even?) 'even])
