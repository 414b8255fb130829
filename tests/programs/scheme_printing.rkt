#lang scheme
;; #lang scheme prints top-level results in write style (no leading quote).

(define-struct card (suit rank) #:transparent)
(define-struct opaque-card (suit rank))

'red
'(H . 3)
(list 1 'a "s" #\c 1.5)
(vector 1 2)
"a string"
#\x
(make-card 'H 3)
(list (make-card 'H 3) 'x)
(make-opaque-card 'H 3)
(box 7)
(list ''a '(quasiquote (b (unquote c))))
(string->symbol "two words")
1/3
(exact->inexact 1/3)
#t
'()
(print '(1 2))
(newline)
(write 'sym)
(newline)
(display '("a" #\b))
(newline)
