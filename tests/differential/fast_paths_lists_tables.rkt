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
;; member in a list of states that grows by cons (member_tables' chains)
(define (step s) (list (modulo (+ (car s) (cadr s)) 97) (car s) (if (symbol? (caddr s)) (caddr s) (add1 (caddr s)))))
(define (first-repeat s0)
  (let loop ([s s0] [seen '()] [n 0])
    (define found (member s seen))
    (if found (list n (length found) (car found)) (loop (step s) (cons s seen) (add1 n)))))
(define (cycle-of s0)
  (let loop ([s s0] [seen '()] [n 0])
    (if (member (take s 2) seen) (list n (take s 2)) (loop (step s) (cons (take s 2) seen) (add1 n)))))
(define base (for/list ([i 40]) (list i (* i i))))
(define branch1 (cons '(100 1) base))
(define branch2 (cons '(200 2) base))
(define dup-states (append (list '(7 49)) base (list '(7 49))))
(define big-states (for/list ([i 50]) (list (expt 10 (+ 20 i)) i)))
