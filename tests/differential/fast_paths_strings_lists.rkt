#lang racket/base
;; Issue 29, part 4: the fast paths of the string and list primitives (string-append of
;; immutable and mutable strings, substring, string->list, list->string, reverse,
;; string-reverse, string=?/string<? chains, list-ref/list-tail of a variable index,
;; member/memv/memq of fixnums, symbols and characters, take/drop/split-at, length,
;; filter-not/remf*, curry): their answers and Racket's errors at the edges.
(require racket/list racket/function (only-in srfi/13 string-reverse))
(define (mutable s) (string-copy s))
(define (edited s) (let ([m (string-copy s)]) (string-set! m 0 #\X) m))
(define (palindrome s) (list->string (reverse (string->list s))))
(define (nth l k) (list-ref l k))
(define (tail l k) (list-tail l k))
(define grid (list (list 1 2 3) (list 4 5 6) (list 7 8 9)))
(define (cell r c) (list-ref (list-ref grid r) c))
(define big (expt 10 20))
(define (odd-first x) (values x x))
(define (parens n)
  (if (= n 0) (list "")
      (for*/list ([i (in-range n)] [l (parens i)] [r (parens (- n 1 i))])
        (string-append "(" l ")" r))))
