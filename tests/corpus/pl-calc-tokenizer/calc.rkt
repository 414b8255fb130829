#lang racket
;; a tokenizer and recursive-descent parser for arithmetic, then an evaluator

(define (tokenize str)
  (define (num-token cs)
    (let loop ([cs cs] [acc '()])
      (if (and (pair? cs) (or (char-numeric? (car cs)) (char=? (car cs) #\.)))
          (loop (cdr cs) (cons (car cs) acc))
          (values (string->number (list->string (reverse acc))) cs))))
  (let loop ([cs (string->list str)] [toks '()])
    (cond [(null? cs) (reverse toks)]
          [(char-whitespace? (car cs)) (loop (cdr cs) toks)]
          [(char-numeric? (car cs))
           (let-values ([(n rest) (num-token cs)]) (loop rest (cons n toks)))]
          [(memv (car cs) '(#\+ #\- #\* #\/ #\( #\) #\^))
           (loop (cdr cs) (cons (string->symbol (string (car cs))) toks))]
          [else (error 'tokenize "unexpected character ~s at ~a" (car cs)
                       (- (string-length str) (length cs)))])))

(tokenize "1 + 2*(3 - 4.5)")

;; expr := term (('+'|'-') term)* ; term := factor (('*'|'/') factor)* ; factor := num | '(' expr ')' | '-' factor
(define (parse toks)
  (define-values (e rest) (parse-expr toks))
  (unless (null? rest) (error 'parse "leftover tokens: ~a" rest))
  e)
(define (parse-expr toks)
  (let-values ([(lhs rest) (parse-term toks)])
    (let loop ([lhs lhs] [rest rest])
      (if (and (pair? rest) (memq (car rest) '(+ -)))
          (let-values ([(rhs rest2) (parse-term (cdr rest))])
            (loop (list (car rest) lhs rhs) rest2))
          (values lhs rest)))))
(define (parse-term toks)
  (let-values ([(lhs rest) (parse-factor toks)])
    (let loop ([lhs lhs] [rest rest])
      (if (and (pair? rest) (memq (car rest) '(* /)))
          (let-values ([(rhs rest2) (parse-factor (cdr rest))])
            (loop (list (car rest) lhs rhs) rest2))
          (values lhs rest)))))
(define (parse-factor toks)
  (match toks
    [(cons (? number? n) rest) (values n rest)]
    [(cons '- rest) (let-values ([(e r) (parse-factor rest)]) (values (list 'neg e) r))]
    [(cons '|(| rest)
     (let-values ([(e r) (parse-expr rest)])
       (if (and (pair? r) (eq? (car r) '|)|))
           (values e (cdr r))
           (error 'parse "expected )")))]
    ['() (error 'parse "unexpected end of input")]
    [(cons t _) (error 'parse "unexpected token ~a" t)]))

(define (calc e)
  (match e
    [(? number?) e]
    [(list 'neg x) (- (calc x))]
    [(list op a b) ((case op [(+) +] [(-) -] [(*) *] [(/) /]) (calc a) (calc b))]))

(for ([s '("1 + 2 * 3" "(1 + 2) * 3" "10 / 4" "10 / 4.0" "-(2 + 3) * 2" "2 * 3.5" "1/3 + 1/6"
           "7 -" "(1 + 2" "1 + 2)" "8 / (4 - 4)" "3 & 4")])
  (printf "~a => ~a\n" s
          (with-handlers ([exn:fail? (lambda (e) (format "error: ~a" (exn-message e)))])
            (let ([tree (parse (tokenize s))])
              (format "~s = ~a" tree (calc tree))))))

(regexp-match #rx"[0-9]+" "abc123def45")
(regexp-match* #rx"[0-9]+" "abc123def45")
(regexp-match #rx"([a-z]+)@([a-z]+)\\.com" "mail bob@example.com now")
(regexp-split #rx" *, *" "a , b,c ,d")
(regexp-replace #rx"o" "foo boo" "0")
(regexp-replace* #rx"o" "foo boo" "0")
(regexp-replace* #rx"([a-z])([0-9])" "a1 b2 c3" "\\2\\1")
(regexp-match? #px"^\\d{3}-\\d{4}$" "555-1234")
(regexp-match-positions #rx"b+" "aabbbcc")
(string->number "12abc")
(parse (tokenize "2 ^ 3"))
