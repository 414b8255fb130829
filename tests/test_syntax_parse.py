"""syntax/parse, against Racket 8.7's runs (recorded in
tests/recorded/cases/test_syntax_parse.json: ``python -m tests.program_cases
test_syntax_parse`` records them again).

Macros written with `syntax-parse`, `syntax-parser`, `define-syntax-parser` and
`define-simple-macro`: syntax classes (`id`, `expr`, `str`, `number`, `integer`, `boolean`,
`keyword`, `nat`, `exact-nonnegative-integer`, `identifier`, and `define-syntax-class`
with `#:attributes`, `#:description`, `#:literals`, `#:attr`, `#:with`), ellipses (`...`,
`...+`, nested), `~literal`, `~datum`, `~or`, `~alt`, `~seq`, `~optional` with
`#:defaults`, `~and`, `#:with`, `#:when`, `#:fail-when`, `#:fail-unless`, `#:literals`,
`#:datum-literals`, `#:do`, `~once` (`#:name`, `#:too-few`, `#:too-many`), `~not`, `~describe`, `this-syntax`, `attribute`, quasisyntax,
`~@` and `~?` in templates, `syntax-case` with any code (where syntax/parse or racket/syntax
is required),
`format-id`, `define-match-expander`; and the error of a form no
clause matches, both at expansion (the first line of stderr, with the use's position) and
as the message of a run-time `syntax-parse`'s exn:fail:syntax (every line, the source
location Racket puts first taken off).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import program_cases

_MACROS = "#lang racket\n(require (for-syntax syntax/parse))\n"
_RUNTIME = """#lang racket
(require syntax/parse)
(define (try thunk)
  (with-handlers ([exn:fail:syntax?
                   (lambda (e) (printf "~s\\n" (regexp-replace #rx"^/[^ ]*: " (exn-message e) "")))])
    (thunk)))
"""

CASES = {
    "classes_and_ellipses": _MACROS + """
(define-syntax (my-let stx)
  (syntax-parse stx
    [(_ ([name:id rhs:expr] ...) body:expr ...+)
     #'((lambda (name ...) body ...) rhs ...)]))
(my-let ([a 1] [b 2]) (+ a b))
(my-let () 5)
(define-syntax (kinds stx)
  (syntax-parse stx
    [(_ s:str) #''string]
    [(_ n:nat) #''nat]
    [(_ n:integer) #''integer]
    [(_ n:number) #''number]
    [(_ b:boolean) #''boolean]
    [(_ k:keyword) #''keyword]
    [(_ i:identifier) #''identifier]
    [(_ e:expr) #''expression]))
(list (kinds "a") (kinds 3) (kinds -3) (kinds 1.5) (kinds #f) (kinds #:k) (kinds x) (kinds (f 1)))
(define-syntax (nested stx)
  (syntax-parse stx
    [(_ (k v ...) ...) #''((k (v ...)) ... end)]))
(nested (a 1 2) (b) (c 3))
(define-syntax (flat stx)
  (syntax-parse stx
    [(_ (v ...) ...) #''(v ... ...)]))
(flat (1 2) () (3))
(define-syntax (last-of stx)
  (syntax-parse stx
    [(_ x ... y) #''(y x ...)]))
(last-of 1 2 3 4)
(define-syntax (dotted stx)
  (syntax-parse stx
    [(_ a . rest) #''(a rest)]))
(dotted 1 2 3)
(define-syntax (vec stx)
  (syntax-parse stx
    [(_ #(a b ...)) #''(a (b ...))]))
(vec #(1 2 3))
(define-syntax (escaped stx)
  (syntax-parse stx
    [(_ x) #''(x (... ...))]))
(escaped 7)
""",
    "literals_and_alternatives": _MACROS + """
(define-syntax (arrow stx)
  (syntax-parse stx
    #:literals (=>)
    [(_ a => b) #''(a to b)]
    [(_ a b) #''(a and b)]))
(arrow 1 => 2)
(arrow 1 2)
(define-syntax (lit stx)
  (syntax-parse stx
    [(_ (~literal else) e) #''(otherwise e)]
    [(_ (~datum when) e) #''(when-datum e)]
    [(_ c e) #''(test c e)]))
(list (lit else 1) (lit when 2) (lit #t 3))
(define-syntax (dl stx)
  (syntax-parse stx
    #:datum-literals (from to)
    [(_ from a to b) #''(range a b)]))
(dl from 1 to 5)
(define-syntax (either stx)
  (syntax-parse stx
    [(_ (~or n:number s:str)) #'(if (attribute n) 'number 'string)]))
(define-syntax (either2 stx)
  (syntax-parse stx
    [(_ (~or* n:number s:str)) #''(~? n s)]))
(list (either2 1) (either2 "s"))
(define-syntax (both stx)
  (syntax-parse stx
    [(_ (~and whole (a b))) #''(whole a b)]))
(both (1 2))
(define-syntax (opts stx)
  (syntax-parse stx
    [(_ (~alt (~optional (~seq #:size n:nat)) (~optional (~seq #:name s:str))) ...)
     #'(list (~? n 'none) (~? s 'anon))]))
(list (opts) (opts #:size 3) (opts #:name "x" #:size 4))
(define-syntax (kw stx)
  (syntax-parse stx
    [(_ (~optional (~seq #:init v:expr) #:defaults ([v #'0])) x ...)
     #'(list v x ...)]))
(list (kw 1 2) (kw #:init 9 1 2))
(define-syntax (pairs stx)
  (syntax-parse stx
    [(_ (~seq k:keyword v) ...) #''((k . v) ...)]))
(pairs #:a 1 #:b 2)
""",
    "side_clauses_and_classes": _MACROS + """
(begin-for-syntax
  (define-syntax-class binding
    #:description "binding pair"
    (pattern [name:id rhs:expr]))
  (define-syntax-class distinct-bindings
    #:attributes ((name 1) (rhs 1))
    (pattern (b:binding ...)
             #:fail-when (check-duplicate-identifier (syntax->list #'(b.name ...)))
                         "duplicate variable name"
             #:with (name ...) #'(b.name ...)
             #:with (rhs ...) #'(b.rhs ...)))
  (define-syntax-class op
    #:literals (+ -)
    (pattern + #:attr sign 1)
    (pattern - #:attr sign -1)))
(define-syntax (my-let stx)
  (syntax-parse stx
    [(_ bs:distinct-bindings body ...+)
     #'(let ([bs.name bs.rhs] ...) body ...)]))
(my-let ([x 1] [y 2]) (list x y))
(define-syntax (sign stx)
  (syntax-parse stx
    [(_ o:op) #`'#,(attribute o.sign)]))
(list (sign +) (sign -))
(define-syntax (small stx)
  (syntax-parse stx
    [(_ n:nat) #:when (< (syntax-e #'n) 10) #''small]
    [(_ n:nat) #''big]))
(list (small 3) (small 30))
(define-syntax (swap-args stx)
  (syntax-parse stx
    [(_ f a b)
     #:with (args ...) #'(b a)
     #'(f args ...)]))
(swap-args list 1 2)
(define-syntax (self stx)
  (syntax-parse stx
    [(_ x) #`'(#,(length (syntax->list this-syntax)) x)]))
(self 5)
(define-syntax (count stx)
  (syntax-parse stx
    [(_ x ...) #`#,(length (syntax->list #'(x ...)))]))
(count a b c)
(define-syntax (nested-parse stx)
  (syntax-parse stx
    [(_ e)
     (syntax-parse #'e
       [(a b) #''(pair a b)]
       [a:id #''(id a)]
       [_ #''other])]))
(list (nested-parse (1 2)) (nested-parse x) (nested-parse 5))
(define-syntax (with stx)
  (syntax-parse stx
    [(_ a)
     (with-syntax ([b #'(quote a)]) #'(list b b))]))
(with z)
""",
    "define_forms": """#lang racket
(require syntax/parse/define (for-syntax syntax/parse))
(define-simple-macro (swap! a:id b:id)
  (let ([tmp a]) (set! a b) (set! b tmp)))
(define p 1)
(define q 2)
(swap! p q)
(list p q)
(define-syntax-parser my-if
  #:datum-literals (then else)
  [(_ c then t else e) #'(if c t e)]
  [(_ c t e) #'(if c t e)])
(list (my-if #t then 1 else 2) (my-if #f 1 2))
(define-syntax-parser my-or
  [(_) #'#f]
  [(_ e) #'e]
  [(_ e es ...) #'(let ([t e]) (if t t (my-or es ...)))])
(define t 5)
(my-or #f t)
(define-syntax my-and
  (syntax-parser
    [(_) #'#t]
    [(_ e) #'e]
    [(_ e es ...+) #'(if e (my-and es ...) #f)]))
(list (my-and) (my-and 1 2 3) (my-and 1 #f 3))
""",
    "runtime_parse_and_errors": _RUNTIME + """
(syntax->datum (syntax-parse #'(m a b c) [(_ x ...) #'(x ... done)]))
(syntax-parse #'(m 5) [(_ n:nat) (syntax-e #'n)])
(try (lambda () (syntax-parse #'(m 1) [(_ x:id) 1])))
(try (lambda () (syntax-parse #'(m 1 2) [(_ x) 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ x y) 1])))
(try (lambda () (syntax-parse #'(m) [(_ x:id ...+) 1])))
(try (lambda () (syntax-parse #'(m) [(_ (a b)) 1])))
(try (lambda () (syntax-parse #'(m) [(_ (~literal foo)) 1])))
(try (lambda () (syntax-parse #'(m a . b) [(_ x:id) 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ (a b)) 1])))
(try (lambda () (syntax-parse #'(m . 2) [(_ x ...) 1])))
(try (lambda () (syntax-parse #'(m a 2) [(_ x:id ...) 1])))
(try (lambda () (syntax-parse #'(m -1) [(_ x:nat) 1])))
(try (lambda () (syntax-parse #'(m -1) [(_ x:exact-nonnegative-integer) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x:integer) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x:boolean) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x:keyword) 1])))
(try (lambda () (syntax-parse #'(m #:a) [(_ x:expr) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x:str) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x:number) 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ x:id) 1] [(_ x:str) 2])))
(try (lambda () (syntax-parse #'(m 1) [(_ (~or x:id y:str)) 1])))
(try (lambda () (syntax-parse #'(m bar 1) [(_ (~literal foo) x) 1])))
(try (lambda () (syntax-parse #'(m bar) [(_ (~datum foo)) 1])))
(try (lambda () (syntax-parse #'(m a) #:literals (else) [(_ else) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ 5) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ "s") 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ (~optional x:id)) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x) #:when (number? (syntax-e #'x)) 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x) #:fail-unless (number? (syntax-e #'x)) "need num" 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x) #:fail-unless (number? (syntax-e #'x)) #f 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x) #:fail-when (identifier? #'x) "no ids" 1])))
(try (lambda () (syntax-parse #'(m a) [(_ x) #:fail-when (and (identifier? #'x) #'x) "no ids" 1])))
(try (lambda () (syntax-parse #'m [(_ x) 1])))
(try (lambda () (syntax-parse #'(m 1 2) [(_ x:id y) 1] [(_ x y:id) 2])))
""",
    "format_id_and_for_syntax_modules": """#lang racket
(require (for-syntax syntax/parse racket/syntax))
(define-syntax (define-getter stx)
  (syntax-parse stx
    [(_ name:id v)
     (with-syntax ([getter (format-id #'name "get-~a" #'name)])
       #'(define (getter) v))]))
(define-getter color 'red)
(get-color)
(define-syntax (mk stx)
  (syntax-parse stx
    [(_ a:id b:id) #:with ab (format-id #'a "~a-~a" #'a (syntax-e #'b)) #'(define ab 7)]))
(mk foo bar)
foo-bar
(define-syntax (hygienic stx)
  (syntax-parse stx
    [(_ e) #'(let ([tmp 1]) (list tmp e))]))
(define tmp 5)
(hygienic tmp)
""",
    "match_expanders": """#lang racket
(require (for-syntax syntax/parse))
(define-match-expander pair-of
  (syntax-parser
    [(_ a b) #'(cons a b)]))
(define-match-expander point
  (syntax-rules ()
    [(_ x y) (vector 'point x y)])
  (syntax-rules ()
    [(_ x y) (vector 'point x y)]))
(match '(1 . 2) [(pair-of x y) (list y x)])
(match (point 3 4) [(point a b) (+ a b)] [_ 'no])
(match 5 [(pair-of x y) 'pair] [_ 'other])
""",
    "syntax_case_and_more_forms": _MACROS + """
(define-syntax (sc stx)
  (syntax-case stx ()
    [(_ x) (identifier? #'x) #''(identifier x)]
    [(_ x:y) #''colon]
    [(_ x) #`'(other #,(syntax-e #'x))]))
(list (sc a) (sc 5) (sc (1 . 2)))
(define-syntax (nt stx)
  (syntax-parse stx
    [(_ (~not 0) ...) #''no-zeros]
    [(_ x ...) #''has-zero]))
(list (nt 1 2) (nt 1 0))
(define-syntax (spl stx)
  (syntax-parse stx
    [(_ (k v) ...) #''(start (~@ k v) ... end)]))
(spl (a 1) (b 2))
(define-syntax (d stx)
  (syntax-parse stx
    [(_ x) #:do [(define y (syntax-e #'x))] #`'#,(* 2 y)]))
(d 21)
(define-syntax (desc stx)
  (syntax-parse stx
    [(_ (~describe "a pair of numbers" (a:number b:number))) #''ok]))
(desc (1 2))
(define-syntax (lst stx)
  (syntax-parse stx
    [(_ x ...) #`(list #,@(map (lambda (v) (* v v)) (syntax->datum #'(x ...))))]))
(lst 1 2 3)
(define-syntax (gt stx)
  (syntax-parse stx
    [(_ x ...) (with-syntax ([(t ...) (generate-temporaries #'(x ...))]) #'(let ([t x] ...) (list t ...)))]))
(gt 4 5)
(define-syntax (opt stx)
  (syntax-parse stx
    [(_ (~optional (~seq #:k k)) x) #'(list (~? k 'none) x)]))
(list (opt 1) (opt #:k 2 3))
""",
    # Racket adds "parsing context" lines naming the class and the term's source position,
    # which minischeme (syntax without positions) leaves out: they are cut here
    "class_failures": _RUNTIME.replace('(exn-message e)', '(car (string-split (exn-message e) "\\n  parsing context"))')
    + """(define-syntax-class a (pattern x:id))
(define-syntax-class b #:description "a bee" (pattern x:id))
(define-syntax-class c (pattern (x:id y:id)))
(define-syntax-class d #:description "a dee" (pattern (x:id y:id)))
(define-splicing-syntax-class e (pattern (~seq x:id y:id)))
(define-splicing-syntax-class f #:description "an eff" (pattern (~seq x:id y:id)))
(try (lambda () (syntax-parse #'(m 1) [(_ v:a) 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ v:b) 1])))
(try (lambda () (syntax-parse #'(m (1 2)) [(_ v:c) 1])))
(try (lambda () (syntax-parse #'(m (1 2)) [(_ v:d) 1])))
(try (lambda () (syntax-parse #'(m (p 2)) [(_ v:c) 1])))
(try (lambda () (syntax-parse #'(m (p 2)) [(_ v:d) 1])))
(try (lambda () (syntax-parse #'(m 1) [(_ v:c) 1])))
(try (lambda () (syntax-parse #'(m 1 2) [(_ v:e) 1])))
(try (lambda () (syntax-parse #'(m 1 2) [(_ v:f) 1])))
(try (lambda () (syntax-parse #'(m p 2) [(_ v:e) 1])))
(try (lambda () (syntax-parse #'(m p 2) [(_ v:f) 1])))
(try (lambda () (syntax-parse #'(m) [(_ v:a) 1])))
(try (lambda () (syntax-parse #'(m) [(_ v:b) 1])))
(try (lambda () (syntax-parse #'(m) [(_ v:e) 1])))
""",
    "splicing_classes": _MACROS + """
(begin-for-syntax
  (define-splicing-syntax-class maybe-init
    #:attributes (init)
    (pattern (~seq #:init init:expr))
    (pattern (~seq) #:with init #'0))
  (define-splicing-syntax-class kv
    (pattern (~seq k:keyword v:expr))))
(define-syntax (counter stx)
  (syntax-parse stx
    [(_ name:id i:maybe-init) #'(define name i.init)]))
(counter a)
(counter b #:init 5)
(list a b)
(define-syntax (opts stx)
  (syntax-parse stx
    [(_ p:kv ...) #''((p.k p.v) ... all (p ...))]))
(opts #:x 1 #:y 2)
(define-syntax (need stx)
  (syntax-parse stx
    [(_ p:kv) #''ok]))
(need #:x 1)
""",
    "error_splicing_class": _MACROS + """
(begin-for-syntax
  (define-splicing-syntax-class kv (pattern (~seq k:keyword v:expr))))
(define-syntax (need stx)
  (syntax-parse stx
    [(_ p:kv) #''ok]))
(need 1 2)
""",
    "loc_forms_and_macro_defining_macros": """#lang racket
(require (for-syntax syntax/parse racket/syntax))
(define-syntax (m stx)
  (syntax-parse stx
    [(_ a b) (with-syntax* ([x #'a] [(y ...) #'(x b)]) (syntax/loc stx (list y ...)))]))
(m 1 2)
(define-syntax (q stx)
  (syntax-parse stx
    [(_ a) (quasisyntax/loc stx (list a '#,(quote-syntax hello)))]))
(q 3)
(define-syntax (define-my-macro stx)
  (syntax-parse stx
    [(_ name:id result)
     #'(define-syntax (name stx2)
         (syntax-parse stx2
           [(_ x (... ...)) #'(list result x (... ...))]))]))
(define-my-macro foo 0)
(foo 1 2 3)
""",
    "once_and_keyword_options": """#lang racket
(require (for-syntax syntax/parse))
(begin-for-syntax
  (define-syntax-class binding
    #:description "binding pair"
    (pattern (var:id rhs:expr)))
  (define-syntax-class distinct-bindings
    #:description "sequence of distinct binding pairs"
    (pattern (b:binding ...)
             #:fail-when (check-duplicate-identifier (syntax->list #'(b.var ...)))
                         "duplicate variable name"
             #:with (var ...) #'(b.var ...)
             #:with (rhs ...) #'(b.rhs ...))))
(define-syntax (mylet stx)
  (syntax-parse stx
    [(_ bs:distinct-bindings . body)
     #'((lambda (bs.var ...) . body) bs.rhs ...)]
    [(_ name:id bs:distinct-bindings . body)
     #'(letrec ([name (lambda (bs.var ...) . body)]) (name bs.rhs ...))]))
(mylet ([a 1] [b 2]) (+ a b))
(mylet loop ([i 0] [acc '()]) (if (= i 3) acc (loop (add1 i) (cons i acc))))
(define-syntax (my-cond stx)
  (syntax-parse stx
    #:literals (else)
    [(_) #'(void)]
    [(_ [else e:expr ...+]) #'(let () e ...)]
    [(_ [c:expr e:expr ...+] more ...) #'(if c (let () e ...) (my-cond more ...))]))
(my-cond [#f 1] [(= 1 1) 2] [else 3])
(define-syntax (fn stx)
  (syntax-parse stx
    [(_ (~alt (~once (~seq #:name n:id)) (~optional (~seq #:doc d:str))) ... body)
     #'(list 'n (~? d "") body)]))
(fn #:name f 1)
(fn #:doc "x" #:name g 2)
(define-syntax (struct-like stx)
  (syntax-parse stx
    [(_ name:id (field:id ...))
     #:with make (datum->syntax #'name (string->symbol (format "make-~a" (syntax-e #'name))))
     #'(define (make field ...) (vector 'name field ...))]))
(struct-like pt (x y))
(make-pt 1 2)
(require syntax/parse)
(define (try thunk) (with-handlers ([exn:fail:syntax? (lambda (e) (printf "~s\\n" (regexp-replace #rx"^/[^ ]*: " (exn-message e) "")))]) (thunk)))
(try (lambda () (syntax-parse #'(fn 1) [(_ (~alt (~once (~seq #:name n:id)) (~optional (~seq #:doc d:str))) ... body) 1])))
(try (lambda () (syntax-parse #'(fn #:name a #:name b 1) [(_ (~alt (~once (~seq #:name n:id)) (~optional (~seq #:doc d:str))) ... body) 1])))
(try (lambda () (syntax-parse #'(fn #:doc "a" #:doc "b" 1) [(_ (~alt (~once (~seq #:name n:id)) (~optional (~seq #:doc d:str))) ... body) 1])))
(try (lambda () (syntax-parse #'(fn #:name a #:name b 1) [(_ (~alt (~once (~seq #:name n:id) #:name "the name option") (~optional (~seq #:doc d:str))) ... body) 1])))
(try (lambda () (syntax-parse #'(fn 1) [(_ (~alt (~once (~seq #:name n:id) #:too-few "need a name") (~optional (~seq #:doc d:str))) ... body) 1])))
""",
    "expectations_combined": _RUNTIME + """(try (lambda () (syntax-parse #'(m x) [(_ (~datum a)) 1] [(_ (~datum b)) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ (~literal a)) 1] [(_ (~literal b)) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ (~literal a)) 1] [(_ (~datum b)) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ 1) 1] [(_ "s") 2])))
(try (lambda () (syntax-parse #'(m x) [(_ 1) 1] [(_ y:number) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ (~datum a)) 1] [(_ y:number) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ (~datum a)) 1] [(_ (~datum b)) 2] [(_ (~datum c)) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ y:str) 1] [(_ y:number) 2] [(_ y:keyword) 2])))
(try (lambda () (syntax-parse #'(m x) [(_ #:a) 1] [(_ #:b) 2])))
""",
    # racket/syntax alone (no syntax/parse): syntax-case transformers with code
    "syntax_case_with_racket_syntax": """#lang racket
(require (for-syntax racket/syntax))
(define-syntax (hyphen-define stx)
  (syntax-case stx ()
    [(_ a b (args ...) body0 body ...)
     (with-syntax ([name (format-id #'a "~a-~a" #'a #'b)])
       #'(define (name args ...) body0 body ...))]))
(hyphen-define foo bar () #t)
(foo-bar)
(define-syntax (our-struct stx)
  (syntax-case stx ()
    [(_ id (fields ...))
     (for-each (lambda (x)
                 (unless (identifier? x)
                   (raise-syntax-error #f "not an identifier" stx x)))
               (cons #'id (syntax->list #'(fields ...))))
     (with-syntax ([pred-id (format-id #'id "~a?" #'id)])
       #`(begin
           (define (id fields ...)
             (apply vector (cons 'id  (list fields ...))))
           (define (pred-id v)
             (and (vector? v)
                  (eq? (vector-ref v 0) 'id)))
           #,@(for/list ([x (syntax->list #'(fields ...))]
                         [n (in-naturals 1)])
                (with-syntax ([acc-id (format-id #'id "~a-~a" #'id x)]
                              [ix n])
                  #`(define (acc-id v)
                      (unless (pred-id v)
                        (error 'acc-id "~a is not a ~a struct" v 'id))
                      (vector-ref v ix))))))]))
(our-struct foo (a b))
(define s (foo 1 2))
(foo? s)
(foo-a s)
(foo-b s)
(define-syntax (our-if stx)
  (syntax-case stx ()
    [(_ condition true-expr false-expr)
     #'(cond [condition true-expr]
             [else false-expr])]))
(our-if #t "true" "false")
""",
    "rename_transformer": _MACROS + """
(define-syntax my-list (make-rename-transformer #'list))
(my-list 1 2)
""",
    "error_transformer_not_a_procedure": _MACROS + """
(define-syntax foo 5)
(foo 1 2)
""",
    "error_inside_a_transformer": _MACROS + """
(define-syntax (foo stx) (car 5))
(foo 1 2)
""",
    "context_option": _RUNTIME + """(try (lambda () (syntax-parse #'(a b) #:context #'(outer (a b)) [(x:id y:number) 1])))
(try (lambda () (syntax-parse #'5 [x:id 1])))
(try (lambda () (syntax-parse #'(1 2) [(x:id y) 1])))
(try (lambda () (syntax-parse #'x #:context #'(m x) [y:number 1])))
""",
    "define_syntax_with_several_body_forms": _MACROS + """
(define-syntax (helper-built stx)
  (define (wrap e) #`(let ([x #,e]) (* x x)))
  (syntax-parse stx
    [(_ e) (wrap #'e)]))
(define x 3)
(helper-built (+ x 1))
""",
    "hygiene_across_templates": """#lang racket
(require (for-syntax syntax/parse))
(define-syntax (m stx)
  (syntax-parse stx
    [(_ e) #:with body #'(+ tmp 1) #'(let ([tmp e]) body)]))
(m 5)
(define tmp 100)
(define-syntax (my-for stx)
  (syntax-parse stx
    [(_ (x lst) body ...)
     #:with step #'(loop (cdr l))
     #'(let loop ([l lst] [acc '()])
         (if (pair? l) (let ([x (car l)]) (loop (cdr l) (cons (begin body ...) acc))) (reverse acc)))]))
(my-for (y '(1 2 3)) (* y tmp))
(define-syntax (swap! stx)
  (syntax-parse stx
    [(_ a:id b:id) #'(let ([tmp a]) (set! a b) (set! b tmp))]))
(define p 1)
(swap! p tmp)
(list p tmp)
(define-syntax (q stx)
  (syntax-parse stx
    [(_ v) #'(let ([tmp v]) (list 'tmp tmp (eq? 'tmp (quote tmp))))]))
(q 7)
(define-syntax (helper-built stx)
  (define (wrap e) #`(let ([x #,e]) (* x x)))
  (syntax-parse stx
    [(_ e) (wrap #'e)]))
(define x 3)
(helper-built (+ x 1))
""",
    "error_expected_identifier": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ x:id) #'(quote x)]))
(displayln "never")
(m 1)
""",
    "error_unexpected_term": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ x:id y:number) #'(quote x)]))
(m a 1 c)
""",
    "error_more_terms": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ x:id y:number) #'(quote x)]))
(m)
""",
    "error_simple_macro": """#lang racket
(require syntax/parse/define)
(define-simple-macro (m x:id) (quote x))
(m 1)
""",
    "error_fail_when": _MACROS + """
(define-syntax (m stx)
  (syntax-parse stx [(_ x) #:fail-when (number? (syntax-e #'x)) "no numbers" #'(quote x)]))
(m 1)
""",
    "error_class_description": _MACROS + """
(begin-for-syntax
  (define-syntax-class binding #:description "binding pair" (pattern [name:id rhs:expr])))
(define-syntax (m stx) (syntax-parse stx [(_ b:binding ...) #'1]))
(m [a 1] 2)
""",
    "error_bad_syntax": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ (a b)) #'1]))
(m 1)
""",
    # malformed syntax-parse forms: Racket's message (it places it at the part at fault,
    # minischeme at the form: the positions are not compared)
    "malformed_too_few_arguments": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ x) #:with]))
""",
    "malformed_clause": _MACROS + """
(define-syntax (m stx) (syntax-parse stx 5))
""",
    # define/syntax-parse in a clause's body: the rest of the body sees its pattern variables
    "define_syntax_parse": """#lang racket
(require (for-syntax syntax/parse racket/syntax))
(define-syntax (define-getter stx)
  (syntax-parse stx
    [(_ name:id v)
     (define/syntax-parse getter (format-id #'name "get-~a" (syntax-e #'name)))
     (define/syntax-parse (a b) #'(1 2))
     #'(begin (define name v) (define (getter) (list name a b)))]))
(define-getter x 42)
(get-x)
(define-syntax swap-args
  (syntax-parser
    [(_ f x y)
     (define/syntax-parse call #'(f y x))
     #'call]))
(swap-args - 1 10)
""",
    "malformed_template": _MACROS + """
(define-syntax (m stx) (syntax-parse stx [(_ x) #'(x ...)]))
(m 1)
""",
}

RECORDED = program_cases.recorded("test_syntax_parse")
_POSITION = re.compile(r"^(/\S*/)?main\.rkt:\d+:\d+: ")


@pytest.mark.parametrize("name", sorted(CASES))
def test_program_runs_as_in_racket(name):
    want = RECORDED.get(name)
    assert want is not None and want["program"] == CASES[name], \
        "not recorded: python -m tests.program_cases test_syntax_parse"
    got = program_cases.run_minischeme(CASES[name])
    want = {k: want[k] for k in ("stdout", "exit_code", "stderr_first_line")}
    # Racket names the file of a syntax-parse error by its full path (a temporary folder's)
    want["stderr_first_line"] = re.sub(r"^/\S*/main\.rkt:", "main.rkt:", want["stderr_first_line"])
    if name.startswith("malformed_"):
        for answer in (got, want):
            answer["stderr_first_line"] = _POSITION.sub("", answer["stderr_first_line"])
    assert got == want


# A syntax class provided by one module and used by another's macro (Racket 8.7's output;
# checked against `racket` itself where it is installed).
_CLASSES_MODULE = """#lang racket/base
(require syntax/parse)
(provide binding)
(define-syntax-class binding
  #:description "binding pair"
  (pattern [name:id rhs:expr]))
"""
_USER = """#lang racket
(require (for-syntax syntax/parse "classes.rkt"))
(define-syntax (my-let stx)
  (syntax-parse stx
    [(_ (b:binding ...) body) #'(let ([b.name b.rhs] ...) body)]))
(displayln (my-let ([x 1] [y 2]) (+ x y)))
(define-syntax (bad stx)
  (syntax-parse stx
    [(_ b:binding) #'1]))
(bad 5)
"""
_RACKET_ANSWER = {"stdout": "", "exit_code": 1,
                  "stderr_first_line": "main.rkt:10:0: bad: expected binding pair"}


def _run_two_files(command: list[str], env: dict | None = None) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "classes.rkt").write_text(_CLASSES_MODULE)
        (Path(folder) / "main.rkt").write_text(_USER)
        r = subprocess.run([*command, "main.rkt"], cwd=folder, capture_output=True, timeout=120,
                           env=env)
    err = r.stderr.decode("utf-8", errors="replace")
    first = err.splitlines()[0] if err else ""
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": re.sub(r"^/\S*/main\.rkt:", "main.rkt:", first)}


def test_a_syntax_class_provided_by_another_module():
    env = dict(os.environ, PYTHONPATH=str(program_cases.REPO) + os.pathsep
               + os.environ.get("PYTHONPATH", ""))
    assert _run_two_files([sys.executable, "-m", "minischeme", "run"], env) == _RACKET_ANSWER
    if shutil.which("racket") and not os.environ.get("MINISCHEME_HIDE_RACKET"):
        assert _run_two_files(["racket"]) == _RACKET_ANSWER
