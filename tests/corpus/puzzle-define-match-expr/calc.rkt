#lang racket
;; expression simplifier with define/match
(define/match (simplify e)
  [((list '+ 0 x)) (simplify x)]
  [((list '+ x 0)) (simplify x)]
  [((list '* 1 x)) (simplify x)]
  [((list '* x 1)) (simplify x)]
  [((list '* 0 _)) 0]
  [((list '* _ 0)) 0]
  [((list op a b)) (let ([sa (simplify a)] [sb (simplify b)])
                     (if (and (number? sa) (number? sb))
                         ((case op [(+) +] [(*) *] [(-) -]) sa sb)
                         (list op sa sb)))]
  [(x) x])
(simplify '(+ 0 (* 1 x)))
(simplify '(* (+ 2 3) (+ y 0)))
(simplify '(- (* 0 z) 4))
(define/match (deriv e v)
  [((? number?) _) 0]
  [((? symbol?) v) (if (eq? e v) 1 0)]
  [((list '+ a b) v) (list '+ (deriv a v) (deriv b v))]
  [((list '* a b) v) (list '+ (list '* a (deriv b v)) (list '* (deriv a v) b))])
(simplify (deriv '(* x x) 'x))
(simplify (deriv '(+ (* 3 x) 5) 'x))
(define counter
  (let ([n 0]) (thunk (set! n (add1 n)) n)))
(counter)
(counter)
(define ignore-all (thunk* 'ignored))
(ignore-all 1 2 3)
(define add3 (curry + 3))
(map add3 '(1 2 3))
((curryr - 1) 10)
(keyword-apply (lambda (#:x x y) (list x y)) '(#:x) '(1) '(2))
(struct num (v) #:transparent)
(struct add (l r) #:transparent)
(define/match (ev e)
  [((num v)) v]
  [((add l r)) (+ (ev l) (ev r))])
(ev (add (num 1) (add (num 2) (num 3))))
(ev (add (num 1) 'oops))
