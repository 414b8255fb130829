#lang racket
;; Issue 29, part 12: the list primitives' fast paths of this round: flatten walking cdrs
;; in a loop, curry calling a compiled procedure directly, map/ormap's checks written out,
;; second/third inlined, build-list and filter calling a primitive or compiled procedure
;; directly, member of a list starting with a fixnum or symbol, assoc of a string or symbol
;; in a long list from a table (made at its second long walk, dropped when a string
;; changes). Their answers and errors at the edges.
(define (flat x) (flatten x))
(define (sec l) (second l))
(define (thd l) (third l))
(define (add a b) (+ a b))
(define (add3 a b c) (list a b c))
(define (loop-down n) (if (zero? n) 'done (loop-down (sub1 n))))
(define (two-values x) (values x x))
(define (zip l1 l2) (map list l1 l2))
(define (digits n) (map (lambda (c) (- (char->integer c) 48)) (string->list (number->string n))))
(define (states n) (for/list ([i (in-range n)]) (list (modulo i 7) (quotient i 7) i)))
(define seen (states 60))
(define sym-seen (for/list ([i (in-range 60)]) (list (string->symbol (format "s~a" (modulo i 5))) i)))
(define (table n) (for/list ([i (in-range n)]) (cons (format "k~a" i) i)))
(define long-table (table 50))
(define (mtable n) (for/list ([i (in-range n)]) (list (string-copy (format "m~a" i)) i)))
(define mut-table (mtable 50))
(define sym-table (for/list ([i (in-range 50)]) (cons (string->symbol (format "y~a" i)) i)))
(define mixed-table
  (append (for/list ([i (in-range 40)]) (cons i i))
          (list (cons "k5" 'second-k5) (cons 'y3 'first-y3) (cons "k5" 'third-k5))))
(define bad-entry-table (append (table 40) (list 'oops (cons "after" 1))))
(define improper-table (append (table 40) (cons (cons "last" 1) 'tail)))
(define (look k lst) (let ([e (assoc k lst)]) (and e (cdr e))))
