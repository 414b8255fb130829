#lang racket
;; output to strings, reading data back, simple serializers

(define (render-row cells)
  (with-output-to-string
    (lambda ()
      (for ([c cells] [i (in-naturals)])
        (unless (zero? i) (display " | "))
        (display c)))))
(render-row '(1 "two" three))

(define out (open-output-string))
(write 'sym out)
(write-string " and " out)
(write "str" out)
(write-char #\! out)
(fprintf out " ~a-~s" 1 "x")
(get-output-string out)

(define in (open-input-string "(1 2 (3)) foo \"bar\" 42 #t"))
(read in)
(read in)
(read in)
(read in)
(read in)
(eof-object? (read in))

(define lines (open-input-string "first line\nsecond line\nthird"))
(read-line lines)
(read-line lines)
(read-line lines)
(read-line lines)

(define (to-sexp tree)
  (match tree
    ['() "()"]
    [(cons a b) (string-append "(" (to-sexp a) " . " (to-sexp b) ")")]
    [x (~a x)]))
(to-sexp '(1 (2) 3))

(call-with-output-string (lambda (p) (display "hello" p) (newline p)))
(with-input-from-string "7 8" (lambda () (+ (read) (read))))
(port->string (open-input-string "all of it"))
(port->lines (open-input-string "a\nb\nc"))
(string->list "abc")
(read-char (open-input-string "xyz"))
(peek-char (open-input-string "xyz"))
(let ([p (open-input-string "ab")]) (list (read-char p) (read-char p) (read-char p)))
(number->string 3.75)
(string->symbol "hello world")
(symbol->string 'abc)
(string-append "a" (number->string 1) (symbol->string 'b))
(define err (open-output-string))
(parameterize ([current-output-port err]) (display "captured") (printf "~a" 99))
(get-output-string err)
(eprintf "to stderr ~a\n" 1)
(read (open-input-string ")"))
