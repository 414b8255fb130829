#lang racket
;; Run-length encoding of strings, with string ports
(define (rle s)
  (with-output-to-string
    (lambda ()
      (let loop ([cs (string->list s)])
        (unless (null? cs)
          (define c (car cs))
          (define-values (run rest) (splitf-at cs (lambda (x) (char=? x c))))
          (printf "~a~a" (length run) c)
          (loop rest))))))
(define (unrle s)
  (let loop ([cs (string->list s)] [n 0] [out '()])
    (cond [(null? cs) (list->string (reverse out))]
          [(char-numeric? (car cs))
           (loop (cdr cs) (+ (* 10 n) (- (char->integer (car cs)) 48)) out)]
          [else (loop (cdr cs) 0 (append (make-list n (car cs)) out))])))
(rle "aaabccddddd")
(unrle (rle "aaabccddddd"))
(rle "")
(for/and ([s '("a" "abc" "zzzzzzzzzzzz" "hello world")]) (string=? s (unrle (rle s))))
(string-split "the  quick brown" " ")
(string-split "  the  quick brown  ")
(~a "x" 5 'y)
(~r 3.14159 #:precision 2)
(string-ref "abc" 5)
