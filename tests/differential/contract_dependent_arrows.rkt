#lang racket
;; Issue 29, part 34: racket/contract's ->i checked (primitives/dependent_arrows.py):
;; dependent argument and result contracts, optional, keyword and rest arguments, #:pre,
;; #:pre/name, #:post, `any`, `_` results, the order arguments are checked in (after those
;; they depend on), in define/contract and contract-out (modules_lib/dependent_arrows_lib.rkt);
;; the whole blame texts; >/c and </c worded as Racket words them.
(require "modules_lib/dependent_arrows_lib.rkt")
(define (msg th)
  (with-handlers ([exn:fail? (λ (e) (regexp-replace* #rx"[^ \n]*/" (exn-message e) ""))])
    (th)))
(define/contract (f x y) (->i ([x integer?] [y (x) (>=/c x)]) [r (x y) (=/c (+ x y))]) (+ x y))
(define/contract (g x y) (->i ([x (y) (>/c y)] [y integer?]) [r (x) (</c x)]) (+ x y))
(define/contract (h x) (->i ([x real?]) #:pre (x) (positive? x) [r real?]) (- x))
(define/contract (p x) (->i ([x integer?]) #:pre/name (x) "x positive" (positive? x) any) x)
(define/contract (q x) (->i ([x integer?]) [r integer?] #:post (r x) (> r x)) x)
(define/contract (rest x . r) (->i ([x integer?]) #:rest [r (listof symbol?)] any) r)
(define/contract (opt x [y 0]) (->i ([x integer?]) ([y integer?]) [r (x) (>=/c x)]) (+ x y))
(define/contract (under x) (->i ([x integer?]) [_ integer?]) (if (> x 0) x 'neg))
(define/contract (both a b c) (->i ([a integer?] [b (a) (>/c a)] [c integer?]) any) (list a b c))
(define/contract (and-y x y) (->i ([x number?] [y (x) (and/c number? (>/c x))]) any) (list x y))
(define/contract (lists xs n) (->i ([xs list?] [n (xs) (=/c (length xs))]) [result (xs n) (listof (=/c n))]) (make-list n n))
(define/contract (bad-lists xs n) (->i ([xs list?] [n (xs) (=/c (length xs))]) [result (xs n) (listof (=/c n))]) 2)
(define/contract (gt x) (-> (>/c 1) (</c 10)) x)
(define arrow (->i ([x list?]) [r (x) integer?]))
;; a dependent `_` result: Racket's own words for a comparison, between/c, a predicate
(define-syntax-rule (unnamed c v)
  (msg (λ () (let () (define/contract (id x) (->i ([x any/c]) [_ (x) c]) x) (id v)))))
(define-syntax-rule (named c v)
  (msg (λ () (let () (define/contract (id x) (->i ([x any/c]) [_ c]) x) (id v)))))
;; dependent contracts' and conditions' sources cut short in the contract's name
(define (k . xs) 1)
(define (deep x) x)
(define/contract (long x y) (->i ([x integer?] [y (x) (and/c (=/c (+ x (* 2 (- x 1)))))]) #:pre (x) (k (k (k (k (k x))))) [r (x y) (k x y 1 2 3 4 5)]) x)
;; the procedure's arity against the ->i's, when it is wrapped
(define-syntax-rule (wrapped c proc) (msg (λ () (let () (define/contract f c proc) (procedure? f)))))
