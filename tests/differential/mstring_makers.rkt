#lang racket
;; The primitives that make a new mutable string, their usual calls (issue 29, part 29: made
;; in place, with fast paths of their own) and the edges around them: see mstring_makers.exprs.
(define (probe m)
  ;; what a made string is: mutable, equal? and hashed as its characters, printed as a string
  (define before (string->immutable-string m))
  (define h (make-hash (list (cons before 'found))))
  (define found (hash-ref h m #f))
  (define same-code (= (equal-hash-code m) (equal-hash-code before)))
  (string-set! m 0 #\Z)
  (list before (immutable? m) found same-code m (format "~s|~a" m m)))
(define (makers c x i s sy l)
  (list (make-string 3 c) (string c) (string c c c) (string-copy s) (substring s 1 3)
        (substring s 1) (string-append s s) (string-append s) (number->string i)
        (number->string x) (number->string i 2) (symbol->string sy) (list->string l)
        (string-upcase s) (string-downcase s) (format "~a" i) (~a i) (~a x)
        (string-join (list s s) "-") (string-join (list s s)) (string-trim "  ab ")
        (car (string-split "ab cd")) (cadr (string-split "ab,cd" ","))
        (build-string 2 (lambda (k) c)) (list->string (reverse l))
        (list->string (reverse (string->list s))) (string-titlecase s) (string-foldcase s)))
