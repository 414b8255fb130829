#lang racket
;; keyword and optional arguments, case-lambda, apply, curry, compose

(define (greet name #:greeting [greeting "Hello"] #:punct [punct "!"])
  (string-append greeting ", " name punct))
(greet "Ada")
(greet "Ada" #:greeting "Hi")
(greet #:punct "?" "Bob" #:greeting "Yo")

(define (make-account balance #:owner owner)
  (list owner balance))
(make-account 100 #:owner 'alice)

(define (range-sum lo [hi 10] [step 1])
  (for/sum ([i (in-range lo hi step)]) i))
(range-sum 0)
(range-sum 0 5)
(range-sum 0 20 5)

(define area
  (case-lambda
    [(r) (* 3 r r)]
    [(w h) (* w h)]
    [(a b c) (let ([s (/ (+ a b c) 2)]) (sqrt (* s (- s a) (- s b) (- s c))))]))
(area 2)
(area 3 4)
(area 3 4 5)

(define (sum . xs) (apply + xs))
(sum)
(sum 1 2 3)
(apply sum 1 2 '(3 4))
(apply max '(3 9 2))
(define (log-all first . rest) (list first rest))
(log-all 1)
(log-all 1 2 3)
(keyword-apply greet '(#:greeting) '("Hey") '("Cy"))

(define add3 (curry + 3))
(add3 4)
(map (curry * 2) '(1 2 3))
((curryr - 1) 10)
((curry list 1 2) 3 4)
(define inc-then-double (compose (lambda (x) (* 2 x)) add1))
(inc-then-double 5)
((compose1 length string->list) "hello")
((compose string->symbol symbol->string) 'abc)

(foldl cons '() '(1 2 3))
(foldr cons '() '(1 2 3))
(foldl - 0 '(1 2 3))
(foldr - 0 '(1 2 3))
(foldl (lambda (x acc) (+ acc (* x x))) 0 '(1 2 3))
(foldl (lambda (a b acc) (cons (+ a b) acc)) '() '(1 2) '(10 20))
(foldr list 'end '(a b))

(sort '(3 1 2) <)
(sort '("banana" "Apple" "cherry") string<?)
(sort '("banana" "Apple" "cherry") string-ci<?)
(sort '((b . 2) (a . 1) (c . 3)) < #:key cdr)
(sort '((b . 2) (a . 1) (c . 3)) symbol<? #:key car)
(sort (list "aaa" "b" "cc") > #:key string-length)
(sort '(5 3 5 1) >= #:cache-keys? #t #:key (lambda (x) x))

(assoc 2.0 '((1 . a) (2 . b)))
(assoc 2.0 '((1 . a) (2 . b)) =)
(assoc "B" '(("a" . 1) ("b" . 2)) string-ci=?)
(member 2.0 '(1 2 3))
(member 2.0 '(1 2 3) =)
(assq 'c '((a 1) (b 2)))
(assv 2 '((1 one) (2 two)))
(memv 3 '(1 2 3 4))
(remove 2 '(1 2 3 2))
(remove* '(2) '(1 2 3 2))
(filter-map (lambda (x) (and (even? x) (* x x))) '(1 2 3 4))
(partition even? '(1 2 3 4 5))
(argmin cdr '((a . 3) (b . 1)))
(greet "Dee" #:greting "typo")
