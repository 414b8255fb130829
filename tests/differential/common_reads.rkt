#lang racket
;; Issue 29, part 25: a read repeated in a procedure (vector-ref, string-ref, car/cdr, and
;; the tests of them: eq?, =, not ...) is computed once where its first value still holds
;; (compilation/common_reads.py). Each procedure here repeats a read around something that
;; may change it: vector-set!, string-set!, vector-fill!, a procedure that writes the vector,
;; a branch that writes it, a loop's later round, a set! of the index; and reads whose first
;; evaluation raises, in defaults, in closures, in cond chains.
(define (square-at v i) (* (vector-ref v i) (vector-ref v i)))
(define (around-set v) (let ([a (vector-ref v 0)]) (vector-set! v 0 (+ a 1)) (list a (vector-ref v 0))))
(define (bump! v) (vector-set! v 0 (+ 100 (vector-ref v 0))))
(define (around-call v) (list (vector-ref v 0) (begin (bump! v) (vector-ref v 0)) (vector-ref v 0)))
(define (after-branch v)
  (if (eq? (vector-ref v 0) 0) (vector-set! v 0 5) 'no)
  (list (eq? (vector-ref v 0) 0) (vector-ref v 0)))
(define (in-both-branches v)
  (if (> (vector-ref v 1) 10)
      (list 'big (vector-ref v 1) (vector-ref v 1))
      (list 'small (vector-ref v 1) (begin (vector-set! v 1 99) (vector-ref v 1)))))
(define (rounds v n)
  (let ([first (vector-ref v 0)])
    (let loop ([k 0] [acc '()])
      (if (= k n)
          (list first (reverse acc))
          (begin (vector-set! v 0 (+ (vector-ref v 0) 1))
                 (loop (+ k 1) (cons (vector-ref v 0) acc)))))))
(define (string-rounds s)
  (list (string-ref s 0) (begin (string-set! s 0 #\z) (string-ref s 0)) (char->integer (string-ref s 0))))
(define (index-set v)
  (let ([i 0]) (list (vector-ref v i) (begin (set! i 1) (vector-ref v i)))))
(define (filled v) (list (vector-ref v 0) (begin (vector-fill! v 7) (vector-ref v 0))))
(define (twice-bad v) (+ (vector-ref v 10) (vector-ref v 10)))
(define (pairs p) (list (car p) (cdr p) (car p) (cadr p) (cadr p) (cdr p)))
(define (bad-cdr p) (list (cdr p) (cdr p)))
(define (all-different? s)
  ;; a puzzle's check: every pair of the first four cells, zero meaning empty
  (not (or (and (not (eq? (vector-ref s 0) 0)) (eq? (vector-ref s 0) (vector-ref s 1)))
           (and (not (eq? (vector-ref s 0) 0)) (eq? (vector-ref s 0) (vector-ref s 2)))
           (and (not (eq? (vector-ref s 1) 0)) (eq? (vector-ref s 1) (vector-ref s 2)))
           (and (not (eq? (vector-ref s 0) 0)) (eq? (vector-ref s 0) (vector-ref s 3)))
           (and (not (eq? (vector-ref s 1) 0)) (eq? (vector-ref s 1) (vector-ref s 3)))
           (and (not (eq? (vector-ref s 2) 0)) (eq? (vector-ref s 2) (vector-ref s 3))))))
(define (in-closure v) (let ([f (lambda () (vector-ref v 0))]) (list (vector-ref v 0) (begin (vector-set! v 0 'c) (f)) (vector-ref v 0))))
(define (with-default v [x (vector-ref v 0)]) (list x (vector-ref v 0) (vector-ref v 0)))
(define (classify v i)
  (cond [(< (vector-ref v i) 0) (list 'neg (vector-ref v i))]
        [(= (vector-ref v i) 0) 'zero]
        [(< (vector-ref v i) 10) (list 'small (* (vector-ref v i) (vector-ref v i)))]
        [else (begin (vector-set! v i 0) (list 'reset (vector-ref v i)))]))
(define (count-primes-below n)
  ;; isPrime by trial division over a vector of primes, as a generated program writes it
  (define primes (make-vector 100 0))
  (define (prime? k len)
    (let loop ([i 0])
      (if (or (= i len) (> (* (vector-ref primes i) (vector-ref primes i)) k))
          #t
          (if (eq? (remainder k (vector-ref primes i)) 0) #f (loop (+ i 1))))))
  (let loop ([k 2] [len 0])
    (cond [(= k n) len]
          [(prime? k len) (vector-set! primes len k) (loop (+ k 1) (+ len 1))]
          [else (loop (+ k 1) len)])))
(define (sorted-reads v)
  (list (vector-ref v 0) (begin (sort '(3 1 2) (lambda (a b) (vector-set! v 0 'sorted) (< a b))) (vector-ref v 0))))
(define (for-reads v)
  (for/list ([i (in-range (vector-length v))] #:when (odd? (vector-ref v i)))
    (begin0 (vector-ref v i) (vector-set! v i (* 2 (vector-ref v i))))))
(define (loop-twice v)
  (for/sum ([k 3]) (vector-set! v 0 (+ (vector-ref v 0) (vector-ref v 0))) (vector-ref v 0)))
(define (char-reads s i) (list (char->integer (string-ref s i)) (eq? (string-ref s i) #\a) (string-ref s i)))
(define (big-eq v) (eq? (vector-ref v 0) (vector-ref v 0)))
(define (tail-read v i) (if (eq? (vector-ref v i) 1) 'one (vector-ref v i)))
(define (map-reads v)
  ;; read before map's loop (in its list's expression), then in each round before a write
  (map (lambda (x) (let ([r (vector-ref v 0)]) (vector-set! v 0 x) r)) (if (vector-ref v 0) (vector-ref v 1) '())))
(define (fold-reads v)
  (foldl (lambda (x acc) (let ([r (cons (vector-ref v 0) acc)]) (vector-set! v 0 x) r)) '() (if (vector-ref v 0) (vector-ref v 1) '())))
(define (andmap-reads v)
  (andmap (lambda (x) (let ([r (vector-ref v 0)]) (vector-set! v 0 x) r)) (if (vector-ref v 0) (vector-ref v 1) '())))
(define (loop-reads v)
  (let loop ([k (if (vector-ref v 0) 0 1)] [acc '()])
    (if (= k 3) (reverse acc) (let ([r (vector-ref v 0)]) (vector-set! v 0 k) (loop (+ k 1) (cons r acc))))))
