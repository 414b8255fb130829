#lang racket
;; Local procedures calling each other in tail position (compilation/tail_groups.py: one
;; Python loop for the group, its calls of each other jumps): results, errors, deep mutual
;; recursion in constant space, closures made inside the members while they loop.

(define (parity n)
  (define (ev? k) (if (= k 0) #t (od? (- k 1))))
  (define (od? k) (if (= k 0) #f (ev? (- k 1))))
  (list (ev? n) (od? n)))

(define (divisible-by-3? bits)
  (letrec ([s0 (lambda (l) (cond [(null? l) #t] [(= (car l) 0) (s0 (cdr l))] [else (s1 (cdr l))]))]
           [s1 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s2 (cdr l))] [else (s0 (cdr l))]))]
           [s2 (lambda (l) (cond [(null? l) #f] [(= (car l) 0) (s1 (cdr l))] [else (s2 (cdr l))]))])
    (s0 bits)))

(define (collatz-total limit)
  (define (steps n k)
    (cond [(= n 1) k] [(even? n) (halve n k)] [else (triple n k)]))
  (define (halve n k) (steps (quotient n 2) (add1 k)))
  (define (triple n k) (steps (+ (* 3 n) 1) (add1 k)))
  (for/sum ([n (in-range 1 limit)]) (steps n 0)))

;; a helper that tail-calls a loop that tail-calls back
(define (count-words items)
  (define (gap l n)
    (let loop ([l l])
      (cond [(null? l) n] [(eq? (car l) 'sp) (loop (cdr l))] [else (word (cdr l) (add1 n))])))
  (define (word l n)
    (cond [(null? l) n] [(eq? (car l) 'sp) (gap (cdr l) n)] [else (word (cdr l) n)]))
  (gap items 0))

;; the shape of Advent of Code 2017 day 5: two members, a vector, multiple values
(define (walk-through maze move)
  (define current (vector-copy maze))
  (define end-point (vector-length current))
  (define (stop-condition pos steps)
    (if (<= end-point pos)
        (values steps current)
        (jump pos steps)))
  (define (jump pos steps)
    (define jumper (vector-ref current pos))
    (vector-set! current pos (move jumper))
    (stop-condition (+ pos jumper) (add1 steps)))
  (stop-condition 0 0))

;; closures made in the members keep the values of that round
(define (thunks n)
  (define (a k acc) (if (= k 0) (map (lambda (f) (f)) acc) (b (- k 1) (cons (lambda () k) acc))))
  (define (b k acc) (a k (cons (lambda () (- k)) acc)))
  (a n '()))

;; a member making a procedure that calls the members later
(define (later n)
  (define (ev? k) (if (= k 0) (lambda () (list (ev? 1) (od? 2))) (od? (- k 1))))
  (define (od? k) (if (= k 0) 'odd (ev? (- k 1))))
  ((ev? n)))

;; members assigning a variable of the procedure around them; no parameters
(define (blink n)
  (define i 0)
  (define (on) (set! i (add1 i)) (if (>= i n) 'on (off)))
  (define (off) (set! i (add1 i)) (if (>= i n) 'off (on)))
  (list (on) (begin (set! i 0) (off)) i))

(define (machine s)
  (define count 0)
  (define (a l) (cond [(null? l) count]
                      [(char=? (car l) #\a) (set! count (add1 count)) (b (cdr l))]
                      [else (a (cdr l))]))
  (define (b l) (cond [(null? l) (- count)]
                      [(char=? (car l) #\b) (a (cdr l))]
                      [else (b (cdr l))]))
  (a (string->list s)))

;; a member's loop-invariant (string-length s), with a new s each time it is entered
(define (count-x strs)
  (define (in-str s i n)
    (cond [(>= i (min (string-length s) 1000)) (next-str n)]
          [(char=? (string-ref s i) #\x) (in-str s (add1 i) (add1 n))]
          [else (in-str s (add1 i) n)]))
  (define (next-str n)
    (if (null? strs) n (let ([s (car strs)]) (set! strs (cdr strs)) (in-str s 0 n))))
  (next-str 0))

;; multiple values from the members, in tail position and to a let-values
(define (split l)
  (define (odd-pos l xs ys)
    (if (null? l) (values (reverse xs) (reverse ys)) (even-pos (cdr l) (cons (car l) xs) ys)))
  (define (even-pos l xs ys)
    (if (null? l) (values (reverse xs) (reverse ys)) (odd-pos (cdr l) xs (cons (car l) ys))))
  (let-values ([(a b) (odd-pos l '() '())])
    (list a b (call-with-values (lambda () (even-pos l '() '())) list))))

;; a non-tail call of a member inside the group
(define (depth n)
  (define (a k) (cond [(= k 0) 0] [(even? k) (b (- k 1))] [else (+ 1 (a (- k 1)))]))
  (define (b k) (a k))
  (a n))

;; a procedure calling itself from a loop in its tail position (a group of one)
(define (tricky n)
  (define (loop i) (let inner ([j i]) (if (= j 0) (if (= i 0) 'done (loop (sub1 i))) (inner (sub1 j)))))
  (loop n))

;; two loops deep: no jump there (the members keep the trampoline)
(define (two-deep n)
  (define (a k)
    (let l1 ([i 2])
      (let l2 ([j i])
        (cond [(= k 0) 'a-done] [(> j 0) (l2 (sub1 j))] [(> i 0) (l1 (sub1 i))] [else (b (sub1 k))]))))
  (define (b k) (if (= k 0) 'b-done (a (sub1 k))))
  (a n))

;; a group inside a member of another group
(define (nested n)
  (define (outer k acc)
    (define (x j) (if (= j 0) 'x (y (sub1 j))))
    (define (y j) (if (= j 0) 'y (x (sub1 j))))
    (if (= k 0) acc (other (sub1 k) (cons (x k) acc))))
  (define (other k acc) (outer k acc))
  (outer n '()))

;; errors inside the members
(define (bad-car n)
  (define (a k) (if (= k 0) (car k) (b (- k 1))))
  (define (b k) (a k))
  (a n))

(define (bad-arity n)
  (define (a k) (if (= k 0) 'done (b (- k 1))))
  (define (b k) (if (= k 0) 'done (a k k)))
  (a n))

;; inside a loop around them: the members see that round's variables
(define (rounds)
  (let loop ([i 0] [fs '()])
    (define (ev? k) (if (= k 0) i (od? (- k 1))))
    (define (od? k) (if (= k 0) (- i) (ev? (- k 1))))
    (if (= i 3) (map (lambda (f) (f)) fs) (loop (add1 i) (cons (lambda () (list (ev? 4) (od? 4))) fs)))))
