#lang racket
;; Strings, characters and racket/string.

(define (shout s)
  (string-append (string-upcase s) "!"))

(define (vowel? ch)
  (and (memv (char-downcase ch) '(#\a #\e #\i #\o #\u)) #t))

(define (count-vowels s)
  (length (filter vowel? (string->list s))))

(define (palindrome? s)
  (let ([chars (string->list (string-downcase s))])
    (equal? chars (reverse chars))))

(define (capitalize s)
  (if (string=? s "")
      s
      (string-append (string (char-upcase (string-ref s 0))) (substring s 1))))

(define (card->string c)
  (string-append (symbol->string (car c)) "-" (~a (cdr c))))

(define (repeat-string s n)
  (if (= n 0) "" (string-append s (repeat-string s (- n 1)))))

(define (caesar-char ch k)
  (if (char-alphabetic? ch)
      (integer->char (+ 97 (modulo (+ (- (char->integer (char-downcase ch)) 97) k) 26)))
      ch))

(define (caesar s k)
  (list->string (map (lambda (ch) (caesar-char ch k)) (string->list s))))
