#lang plai
;; define-type and type-case as plai-lib's datatype.rkt has them (forms/plai_types.py).
;; `msg` is an error's message without its `at: FILE:LINE:COL` line (the file's path).

(define (msg thunk)
  (with-handlers ([exn:fail? (lambda (e) (car (regexp-split #rx"\n  at:" (exn-message e))))])
    (thunk)))

;; interp is defined before the type it reads (type-case sees the whole module's types)
(define (interp e)
  (type-case AE e
    [num (n) n]
    [add (l r) (+ (interp l) (interp r))]
    [sub (l r) (- (interp l) (interp r))]
    [id (s) (error 'interp "free identifier: ~a" s)]))

(define-type AE
  [num (n number?)]
  [add (lhs AE?) (rhs AE?)]
  [sub (lhs AE?) (rhs AE?)]
  [id (name symbol?)])

(define (size e)
  (type-case AE e
    [num (n) 1]
    [else (add1 (if (id? e) 0 1))]))

(define-type Tree
  [leaf]
  [node (value number?) (kids (listof Tree?))])

(define-type Counter #:immutable
  [counter (count exact-nonnegative-integer?)])

(define-type Fn
  [fn (f (-> number? number?))]
  [pick (x (or/c number? string?))]
  [big (x (lambda (v) (> v 3)))]
  [anything (x any/c)])

(define-type Env
  [mtEnv]
  [anEnv (name symbol?) (value number?) (rest Env?)])

(define (lookup name env)
  (type-case Env env
    [mtEnv () (error 'lookup "no binding for ~a" name)]
    [anEnv (n v r) (if (symbol=? n name) v (lookup name r))]))

(define (tree-sum t)
  (type-case Tree t
    [leaf () 0]
    [node (v ks) (define rest (map tree-sum ks)) (+ v (apply + rest))]))

(define mutable-num (num 1))

;; a box field (box/c: a box; Racket checks its contents when it is read, through a
;; chaperone, which minischeme leaves out)
(define-type Cell
  [cell (b (box/c number?))])
