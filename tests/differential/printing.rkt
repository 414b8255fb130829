#lang racket
;; Symbols and the printers: print / write / display / printf / format / ~a.

(struct pt (x y) #:transparent)
(struct op (a))

(define (show-card c)
  (printf "~a of ~a\n" (cdr c) (car c)))

(define (print-all l)
  (for-each displayln l))

(define (show-hand hand)
  (for-each (lambda (c) (display (car c)) (display (cdr c)) (display " ")) hand)
  (newline))

(define (report name score)
  (format "~a scored ~a point~a" name score (if (= score 1) "" "s")))

(displayln "loading printing.rkt")
(printf "~a ~s ~v\n" "a" "b" 'c)
(print 'top-level)
(newline)
(write "written")
(newline)
'quoted-at-top
(list 1 "two" #\3)
(pt 1 '(2))
(op 1)
(vector 1 'b)
(void)
(values 1 2)
"a string"
3/4
