;; Programming Languages, Homework 5 -- a student's partial solution

#lang racket
(provide (all-defined-out))

(struct var  (string) #:transparent)
(struct int  (num)    #:transparent)
(struct add  (e1 e2)  #:transparent)
(struct ifgreater (e1 e2 e3 e4)    #:transparent)
(struct fun  (nameopt formal body) #:transparent)
(struct call (funexp actual)       #:transparent)
(struct mlet (var e body) #:transparent)
(struct apair (e1 e2)     #:transparent)
(struct fst  (e)    #:transparent)
(struct snd  (e)    #:transparent)
(struct aunit ()    #:transparent)
(struct isaunit (e) #:transparent)
(struct closure (env fun) #:transparent)

(define (racketlist->mupllist xs)
  (foldr (lambda (x acc) (apair x acc)) (aunit) xs))

(define (mupllist->racketlist ml)
  (if (aunit? ml) null (cons (apair-e1 ml) (mupllist->racketlist (apair-e2 ml)))))

(define (envlookup env str)
  (cond [(null? env) (error "unbound variable during evaluation" str)]
        [(equal? (car (car env)) str) (cdr (car env))]
        [#t (envlookup (cdr env) str)]))

(define (eval-under-env e env)
  (cond [(var? e) (envlookup env (var-string e))]
        [(int? e) e]
        [(aunit? e) e]
        [(closure? e) e]
        [(add? e)
         (let ([v1 (eval-under-env (add-e1 e) env)]
               [v2 (eval-under-env (add-e2 e) env)])
           (if (and (int? v1) (int? v2))
               (int (+ (int-num v1) (int-num v2)))
               (error "MUPL addition applied to non-number")))]
        [(ifgreater? e)
         (let ([v1 (eval-under-env (ifgreater-e1 e) env)]
               [v2 (eval-under-env (ifgreater-e2 e) env)])
           (if (and (int? v1) (int? v2))
               (if (> (int-num v1) (int-num v2))
                   (eval-under-env (ifgreater-e3 e) env)
                   (eval-under-env (ifgreater-e4 e) env))
               (error (format "ifgreater on non-numbers: ~v ~v" v1 v2))))]
        [(fun? e) (closure env e)]
        [(mlet? e)
         (eval-under-env (mlet-body e)
                         (cons (cons (mlet-var e) (eval-under-env (mlet-e e) env)) env))]
        [(call? e)
         (let ([c (eval-under-env (call-funexp e) env)]
               [arg (eval-under-env (call-actual e) env)])
           (if (closure? c)
               (let* ([f (closure-fun c)]
                      [env1 (cons (cons (fun-formal f) arg) (closure-env c))]
                      [env2 (if (fun-nameopt f) (cons (cons (fun-nameopt f) c) env1) env1)])
                 (eval-under-env (fun-body f) env2))
               (error "MUPL call of non-closure" c)))]
        [(apair? e) (apair (eval-under-env (apair-e1 e) env) (eval-under-env (apair-e2 e) env))]
        [(fst? e) (let ([v (eval-under-env (fst-e e) env)])
                    (if (apair? v) (apair-e1 v) (error 'fst "not a pair: ~a" v)))]
        [(snd? e) (let ([v (eval-under-env (snd-e e) env)])
                    (if (apair? v) (apair-e2 v) (error 'snd "not a pair: ~s" v)))]
        [(isaunit? e) (if (aunit? (eval-under-env (isaunit-e e) env)) (int 1) (int 0))]
        [#t (error (format "bad MUPL expression: ~v" e))]))

(define (eval-exp e) (eval-under-env e null))

(define (ifaunit e1 e2 e3) (ifgreater (isaunit e1) (int 0) e2 e3))
(define (mlet* lstlst e2)
  (if (null? lstlst) e2 (mlet (car (car lstlst)) (cdr (car lstlst)) (mlet* (cdr lstlst) e2))))
(define (ifeq e1 e2 e3 e4)
  (mlet "_x" e1 (mlet "_y" e2 (ifgreater (var "_x") (var "_y") e4 (ifgreater (var "_y") (var "_x") e4 e3)))))

(define mupl-map
  (fun #f "f"
       (fun "loop" "xs"
            (ifaunit (var "xs") (aunit)
                     (apair (call (var "f") (fst (var "xs")))
                            (call (var "loop") (snd (var "xs"))))))))
(define mupl-mapAddN
  (mlet "map" mupl-map
        (fun #f "i" (call (var "map") (fun #f "x" (add (var "x") (var "i")))))))
