#lang racket
;; Mutable strings: what make-string, string-copy, string-append ... return can be changed
;; with string-set!, string-fill! and string-copy!; literals cannot. Every string procedure
;; takes either kind.
(define buf (make-string 5 #\-))
(define word (string-copy "hello"))
(string-set! word 0 #\j)
(define (reverse! s)
  (let loop ([i 0] [j (sub1 (string-length s))])
    (when (< i j)
      (let ([c (string-ref s i)])
        (string-set! s i (string-ref s j))
        (string-set! s j c))
      (loop (add1 i) (sub1 j))))
  s)
(displayln word)
(write (reverse! (string-copy "stressed")))
(newline)
