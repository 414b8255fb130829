"""The fast paths of the hot primitives (issue 14: vector-ref/set!, hash-ref/set!/ref!,
string-ref, char and string comparisons, fixnum arithmetic, quotient/remainder/modulo,
even?/odd?, min/max, abs, number->string, map with a translated procedure or a primitive,
/ of two fixnums, for-each/andmap/ormap/filter/foldl/foldr/sort with one (issue 29),
assq/assv/assoc of a symbol) answer exactly as the general code does, for the usual
arguments and for every argument that leaves them; and so do the same calls inlined into
compiled code (minischeme/compilation/inliners.py), in a module, outside one (where the inline is
guarded by a check that the name still holds the primitive) and in the closure compiler.

CASES: each expression with what Racket 8.7 prints for it (``~s`` of the value, or the
exception's message), taken from ``racket`` itself (``test_recorded_answers_are_racket_s``
checks them again where it is installed); they run in order in one program, so the hash
tables and the vector carry their state from case to case."""
from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output

PRELUDE = '(define-syntax-rule (t e) (displayln (with-handlers ([exn:fail? exn-message]) (format "~s" e))))\n(define v (vector 1 2 3))\n(define h (make-hash))\n(define he (make-hasheqv))\n(define hq (make-hasheq))\n'

CASES = [
    ('(quotient -7 2)',
     '-3\n'),
    ('(quotient 7 2)',
     '3\n'),
    ('(quotient 7 -2)',
     '-3\n'),
    ('(quotient 7 0)',
     'quotient: division by zero\n'),
    ('(quotient 7.0 2)',
     '3.0\n'),
    ('(remainder -7 2)',
     '-1\n'),
    ('(remainder 7 2)',
     '1\n'),
    ('(remainder 7 -2)',
     '1\n'),
    ('(remainder 7 0)',
     'remainder: division by zero\n'),
    ('(modulo -7 2)',
     '1\n'),
    ('(modulo 7 -2)',
     '-1\n'),
    ('(modulo 7 0)',
     'modulo: division by zero\n'),
    ('(modulo 7 2.0)',
     '1.0\n'),
    ('(vector-ref v 0)',
     '1\n'),
    ('(vector-ref v 3)',
     "vector-ref: index is out of range\n  index: 3\n  valid range: [0, 2]\n  vector: '#(1 2 3)\n"),
    ('(vector-ref v -1)',
     "vector-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: -1\n  argument position: 2nd\n  first argument...:\n   '#(1 2 3)\n"),
    ('(vector-ref v 1.0)',
     "vector-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: 1.0\n  argument position: 2nd\n  first argument...:\n   '#(1 2 3)\n"),
    ("(vector-ref '(1) 0)",
     "vector-ref: contract violation\n  expected: vector?\n  given: '(1)\n"),
    ('(vector-set! v 0 9)',
     '#<void>\n'),
    ('v',
     '#(9 2 3)\n'),
    ('(vector-set! #(1 2) 0 1)',
     "vector-set!: contract violation\n  expected: (and/c vector? (not/c immutable?))\n  given: '#(1 2)\n"),
    ('(vector-set! v 5 1)',
     "vector-set!: index is out of range\n  index: 5\n  valid range: [0, 2]\n  vector: '#(9 2 3)\n"),
    ('(vector-length v)',
     '3\n'),
    ('(vector-length 5)',
     'vector-length: contract violation\n  expected: vector?\n  given: 5\n'),
    ('(string-ref "abc" 1)',
     '#\\b\n'),
    ('(string-ref "abc" 3)',
     'string-ref: index is out of range\n  index: 3\n  valid range: [0, 2]\n  string: "abc"\n'),
    ('(string-ref "abc" -1)',
     'string-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: -1\n  argument position: 2nd\n  first argument...:\n   "abc"\n'),
    ("(string-ref 'a 0)",
     "string-ref: contract violation\n  expected: string?\n  given: 'a\n"),
    ('(eq? (string-ref "aa" 0) (string-ref "aa" 1))',
     '#t\n'),
    ('(string-ref "λx" 0)',
     '#\\λ\n'),
    ('(string-length "abc")',
     '3\n'),
    ('(string-length 1)',
     'string-length: contract violation\n  expected: string?\n  given: 1\n'),
    ('(char=? #\\a #\\a)',
     '#t\n'),
    ('(char<? #\\a #\\b)',
     '#t\n'),
    ('(char=? #\\a 1)',
     'char=?: contract violation\n  expected: char?\n  given: 1\n'),
    ('(char=? 1 #\\a)',
     'char=?: contract violation\n  expected: char?\n  given: 1\n'),
    ('(char>=? #\\b #\\a #\\a)',
     '#t\n'),
    ('(char<? #\\a)',
     '#t\n'),
    ('(string=? "a" "a")',
     '#t\n'),
    ('(string<? "a" "b")',
     '#t\n'),
    ('(string<? "a" \'b)',
     "string<?: contract violation\n  expected: string?\n  given: 'b\n"),
    ('(string-ci=? "A" "a")',
     '#t\n'),
    ('(char->integer #\\A)',
     '65\n'),
    ('(char->integer 1)',
     'char->integer: contract violation\n  expected: char?\n  given: 1\n'),
    ('(min 1 2)',
     '1\n'),
    ('(min 2 1)',
     '1\n'),
    ('(min 1 2.0)',
     '1.0\n'),
    ('(max 3 3)',
     '3\n'),
    ("(max 1 'a)",
     "max: contract violation\n  expected: real?\n  given: 'a\n"),
    ('(max 5 -2)',
     '5\n'),
    ('(min +nan.0 1)',
     '+nan.0\n'),
    ('(abs -5)',
     '5\n'),
    ('(abs 5)',
     '5\n'),
    ('(abs -5.5)',
     '5.5\n'),
    ("(abs 'a)",
     "abs: contract violation\n  expected: real?\n  given: 'a\n"),
    ('(abs (- (expt 2 70)))',
     '1180591620717411303424\n'),
    ('(even? -3)',
     '#f\n'),
    ('(even? 4)',
     '#t\n'),
    ('(odd? -3)',
     '#t\n'),
    ('(odd? 4)',
     '#f\n'),
    ('(even? 2.0)',
     '#t\n'),
    ("(even? 'a)",
     "even?: contract violation\n  expected: integer?\n  given: 'a\n"),
    ('(odd? 1.5)',
     'odd?: contract violation\n  expected: integer?\n  given: 1.5\n'),
    ('(add1 1)',
     '2\n'),
    ('(sub1 1)',
     '0\n'),
    ("(add1 'a)",
     "add1: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(zero? 0)',
     '#t\n'),
    ("(zero? 'a)",
     "zero?: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(zero? 0.0)',
     '#t\n'),
    ('(+ 1 2)',
     '3\n'),
    ('(- 5 2)',
     '3\n'),
    ('(* 3 4)',
     '12\n'),
    ("(+ 1 'a)",
     "+: contract violation\n  expected: number?\n  given: 'a\n"),
    ("(- 'a 1)",
     "-: contract violation\n  expected: number?\n  given: 'a\n"),
    ("(* 2 'a)",
     "*: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(+ #t 1)',
     '+: contract violation\n  expected: number?\n  given: #t\n'),
    ('(< 1 2)',
     '#t\n'),
    ('(= 1 1)',
     '#t\n'),
    ("(> 1 'a)",
     ">: contract violation\n  expected: real?\n  given: 'a\n"),
    ("(< 'a 1)",
     "<: contract violation\n  expected: real?\n  given: 'a\n"),
    ('(= 1 1.0)',
     '#t\n'),
    ('(<= 2 2)',
     '#t\n'),
    ('(>= 1 2)',
     '#f\n'),
    ('(number->string 10)',
     '"10"\n'),
    ('(number->string -10)',
     '"-10"\n'),
    ('(number->string 10 2)',
     '"1010"\n'),
    ('(number->string (expt 10 30))',
     '"1000000000000000000000000000000"\n'),
    ("(number->string 'a)",
     "number->string: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(number->string 1.5)',
     '"1.5"\n'),
    ("(let ([s (number->string 42)]) (string-set! s 0 #\\x) s)",
     '"x2"\n'),
    ('(string-length (number->string (expt 7 20000)))',
     '16902\n'),
    ('(hash-ref h 1 #f)',
     '#f\n'),
    ("(hash-set! h 1 'one)",
     '#<void>\n'),
    ('(hash-ref h 1 #f)',
     'one\n'),
    ('(hash-ref h 2)',
     'hash-ref: no value found for key\n  key: 2\n'),
    ("(hash-ref h 2 (λ () 'thunk))",
     'thunk\n'),
    ('(hash-ref h 2 0)',
     '0\n'),
    ("(hash-set! h 'a 1)",
     '#<void>\n'),
    ("(hash-ref h 'a)",
     '1\n'),
    ("(hash-set! h '(1 2) 3)",
     '#<void>\n'),
    ('(hash-ref h (list 1 2))',
     '3\n'),
    ('(hash-ref h "s" \'no)',
     'no\n'),
    ('(hash-ref 5 1)',
     'hash-ref: contract violation\n  expected: hash?\n  given: 5\n  argument position: 1st\n  other arguments...:\n   1\n'),
    ('(hash-set! (hash) 1 2)',
     "hash-set!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n  given: '#hash()\n  argument position: 1st\n  other arguments...:\n   1\n   2\n"),
    ('(hash-ref! h 7 (λ () 70))',
     '70\n'),
    ('(hash-ref! h 7 0)',
     '70\n'),
    ('(hash-ref! h (cons 1 2) 12)',
     '12\n'),
    ('(hash-ref h (cons 1 2))',
     '12\n'),
    ('(hash-ref! (hash) 1 2)',
     "hash-ref!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n  given: '#hash()\n  argument position: 1st\n  other arguments...:\n   1\n   2\n"),
    ('(hash-ref h 99 (λ () (values 1 2)))',
     'result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'),
    ("(hash-set! he 1.0 'f)",
     '#<void>\n'),
    ("(hash-ref he 1 'no)",
     'no\n'),
    ('(hash-ref he 1.0)',
     'f\n'),
    ("(hash-set! hq 'x 1)",
     '#<void>\n'),
    ("(hash-ref hq 'x)",
     '1\n'),
    ('(hash-set! hq 5 1)',
     '#<void>\n'),
    ('(hash-ref hq 5)',
     '1\n'),
    ("(hash-set! h #t 'yes)",
     '#<void>\n'),
    ('(hash-ref h 1)',
     'one\n'),
    ('(hash-ref h #t)',
     'yes\n'),
    ("(map (λ (x) (* x x)) '(1 2 3))",
     '(1 4 9)\n'),
    ("(map (λ (x) (values x x)) '(1 2))",
     'result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'),
    ("(map add1 '(1 2))",
     '(2 3)\n'),
    ("(map (λ (x) (apply + (list x 1))) '(1 2))",
     '(2 3)\n'),
    ("(assq 'b '((a . 1) (b . 2)))",
     '(b . 2)\n'),
    ("(assq 'c '((a . 1) (b . 2)))",
     '#f\n'),
    ("(assq 'c '((a . 1) 5))",
     "assq: non-pair found in list\n  non-pair: 5\n  list: '((a . 1) 5)\n"),
    ("(assq 'c '((a . 1) . 5))",
     "assq: not a proper list: '((a . 1) . 5)\n"),
    ("(assq 'a '((a . 1) 5))",
     '(a . 1)\n'),
    ("(assv 'b '((a . 1) (b . 2)))",
     '(b . 2)\n'),
    ("(assoc 'b '((a . 1) (b . 2)))",
     '(b . 2)\n'),
    ("(assoc 'b '((a . 1) (b . 2)) (λ (x y) #t))",
     '(a . 1)\n'),
    ("(assq 2 '((1 . a) (2 . b)))",
     '(2 . b)\n'),
    ('(assoc "b" \'(("a" . 1) ("b" . 2)))',
     '("b" . 2)\n'),
    ("(map cons '(1 2) '(a b))",
     '((1 . a) (2 . b))\n'),
    ("(map car '((1) 5))",
     'car: contract violation\n  expected: pair?\n  given: 5\n'),
    ("(map apply (list + -) '((1 2) (3 4)))",
     '(3 -1)\n'),
    ("(map values '(1 2))",
     '(1 2)\n'),
    ("(map + '(1 2) '(3 4) '(5 6))",
     '(9 12)\n'),
    ("(map cons '(1 2) '(a))",
     'map: all lists must have same size\n  first list length: 2\n  other list length: 1\n  procedure: #<procedure:cons>\n'),
    ('(vector-ref (vector) 0)',
     "vector-ref: index is out of range for empty vector\n  index: 0\n  vector: '#()\n"),
    ("(vector-ref v 'a)",
     "vector-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: 'a\n  argument position: 2nd\n  first argument...:\n   '#(9 2 3)\n"),
    ('(vector-set! v 5 0)',
     "vector-set!: index is out of range\n  index: 5\n  valid range: [0, 2]\n  vector: '#(9 2 3)\n"),
    ('(vector-set! v 1.0 0)',
     "vector-set!: contract violation\n  expected: exact-nonnegative-integer?\n  given: 1.0\n  argument position: 2nd\n  first argument...:\n   '#(9 2 3)\n"),
    ("(vector-length '(1))",
     "vector-length: contract violation\n  expected: vector?\n  given: '(1)\n"),
    ('(string-ref "abc" 1.0)',
     'string-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: 1.0\n  argument position: 2nd\n  first argument...:\n   "abc"\n'),
    ("(string-ref 'abc 0)",
     "string-ref: contract violation\n  expected: string?\n  given: 'abc\n"),
    ('(string-ref (string #\\a #\\b) 1)',
     '#\\b\n'),
    ("(string-length 'abc)",
     "string-length: contract violation\n  expected: string?\n  given: 'abc\n"),
    ('(char=? #\\a #\\b)',
     '#f\n'),
    ('(char<? #\\b #\\a)',
     '#f\n'),
    ('(char>? #\\b #\\a)',
     '#t\n'),
    ('(char<=? #\\a #\\a)',
     '#t\n'),
    ('(char>=? #\\a #\\b)',
     '#f\n'),
    ('(char<? #\\a #\\b #\\c)',
     '#t\n'),
    ('(char<? #\\a "b")',
     'char<?: contract violation\n  expected: char?\n  given: "b"\n'),
    ('(char=? #\\λ #\\λ)',
     '#t\n'),
    ('(string=? "a" \'a)',
     "string=?: contract violation\n  expected: string?\n  given: 'a\n"),
    ('(string>? "a" "b")',
     '#f\n'),
    ('(string<=? "ab" "a")',
     '#f\n'),
    ('(string>=? "b" "a")',
     '#t\n'),
    ('(char->integer #\\λ)',
     '955\n'),
    ('(char->integer "A")',
     'char->integer: contract violation\n  expected: char?\n  given: "A"\n'),
    ("(hash-ref h 'missing)",
     "hash-ref: no value found for key\n  key: 'missing\n"),
    ("(hash-ref h 'missing #f)",
     '#f\n'),
    ("(hash-ref h 'missing 0)",
     '0\n'),
    ("(hash-ref h 'missing (lambda () 'made))",
     'made\n'),
    ('(hash-ref 5 1 #f)',
     'hash-ref: contract violation\n  expected: hash?\n  given: 5\n  argument position: 1st\n  other arguments...:\n   1\n'),
    ('(hash-set! h \'k "v")',
     '#<void>\n'),
    ("(hash-ref h 'k)",
     '"v"\n'),
    ('(hash-set! h "s" 3)',
     '#<void>\n'),
    ('(hash-ref h "s")',
     '3\n'),
    ("(hash-set! 'x 1 2)",
     "hash-set!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n  given: 'x\n  argument position: 1st\n  other arguments...:\n   1\n   2\n"),
    ('(hash-has-key? h 1)',
     '#t\n'),
    ('(hash-has-key? h 2)',
     '#f\n'),
    ('(hash-has-key? h "s")',
     '#t\n'),
    ("(hash-has-key? 'x 1)",
     "hash-has-key?: contract violation\n  expected: hash?\n  given: 'x\n  argument position: 1st\n  other arguments...:\n   1\n"),
    ("(hash-ref! h 2 'two)",
     'two\n'),
    ("(hash-ref! h 2 'other)",
     'two\n'),
    ("(hash-ref! h 3 (lambda () 'three))",
     'three\n'),
    ("(hash-ref! he 1.5 'x)",
     'x\n'),
    ('(hash-ref he 1.5)',
     'x\n'),
    ("(hash-set! hq 'a 1)",
     '#<void>\n'),
    ("(hash-ref hq 'a)",
     '1\n'),
    ('(even? 2)',
     '#t\n'),
    ('(even? 1.5)',
     'even?: contract violation\n  expected: integer?\n  given: 1.5\n'),
    ('(odd? 3.0)',
     '#t\n'),
    ('(odd? "3")',
     'odd?: contract violation\n  expected: integer?\n  given: "3"\n'),
    ('(max 1 2)',
     '2\n'),
    ('(max 2 1)',
     '2\n'),
    ('(max 1 2.0)',
     '2.0\n'),
    ('(max 3 2.0)',
     '3.0\n'),
    ('(max +nan.0 1)',
     '+nan.0\n'),
    ('(max 1 2 3)',
     '3\n'),
    ('(min 3 2.0)',
     '2.0\n'),
    ("(min 'a 1)",
     "min: contract violation\n  expected: real?\n  given: 'a\n"),
    ('(min 1/2 1/3)',
     '1/3\n'),
    ('(abs -1/2)',
     '1/2\n'),
    ('(+ 1 2.5)',
     '3.5\n'),
    ('(- 5)',
     '-5\n'),
    ("(- 'a)",
     "-: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(- 5 7)',
     '-2\n'),
    ('(* 2 3)',
     '6\n'),
    ("(* 2 'x)",
     "*: contract violation\n  expected: number?\n  given: 'x\n"),
    ("(< 1 'a)",
     "<: contract violation\n  expected: real?\n  given: 'a\n"),
    ('(>= 2 3)',
     '#f\n'),
    ('(add1 41)',
     '42\n'),
    ('(sub1 1.5)',
     '0.5\n'),
    ("(car '())",
     "car: contract violation\n  expected: pair?\n  given: '()\n"),
    ('(cdr 5)',
     'cdr: contract violation\n  expected: pair?\n  given: 5\n'),
    ("(cadr '(1))",
     "cadr: contract violation\n  expected: (cons/c any/c pair?)\n  given: '(1)\n"),
    ("(cadr '(1 2))",
     '2\n'),
    ("(caddr '(1 2 3))",
     '3\n'),
    ('(not 0)',
     '#f\n'),
    ('(not #f)',
     '#t\n'),
    ("(eq? 'a 'a)",
     '#t\n'),
    ('(eqv? 1.0 1.0)',
     '#t\n'),
    ('(equal? "a" "a")',
     '#t\n'),
    ('(equal? (list 1 2) (list 1 2))',
     '#t\n'),
    ("(null? '())",
     '#t\n'),
    ("(pair? '(1))",
     '#t\n'),
    ('(number? 1)',
     '#t\n'),
    ('(number? 1/2)',
     '#t\n'),
    ('(number? 2.5)',
     '#t\n'),
    ("(number? 'a)",
     '#f\n'),
    ('(number? #t)',
     '#f\n'),
    ("(symbol? 'a)",
     '#t\n'),
    ('(symbol? "a")',
     '#f\n'),
    ('(string? "a")',
     '#t\n'),
    ('(string? (make-string 2 #\\a))',
     '#t\n'),
    ("(string? 'a)",
     '#f\n'),
    ('(char? #\\a)',
     '#t\n'),
    ('(char? "a")',
     '#f\n'),
    ('(vector? (vector 1))',
     '#t\n'),
    ("(vector? '(1))",
     '#f\n'),
    ('(boolean? #f)',
     '#t\n'),
    ('(boolean? 0)',
     '#f\n'),
    ('(cons 1 2)',
     '(1 . 2)\n'),
    ('(list 1 2 3)',
     '(1 2 3)\n'),
    ("(match '(1 2) [(list a b) (+ a b)])",
     '3\n'),
    ("(match '(3 . 4) [(cons a b) (list b a)] [_ 'other])",
     '(4 3)\n'),
    ("(match 5 [(? string?) 'string] [(? number? n) (add1 n)])",
     '6\n'),
    ("(match 'x [(? number?) 1])",
     "match: no matching clause for 'x\n"),
    ("(for/list ([x (in-list '(1 2 3))]) (* x x))",
     '(1 4 9)\n'),
    ('(for/sum ([i (in-range 5)]) i)',
     '10\n'),
    ('(for/list ([c "ab"] [i (in-naturals)]) (cons i c))',
     '((0 . #\\a) (1 . #\\b))\n'),
    ("(for/and ([x '(1 2)]) (even? x))",
     '#f\n'),
    ("(for/list ([x 'a]) x)",
     "for: expected a sequence for x, got something else: 'a\n"),
    ("(hash-ref (make-hash (list (cons (cons 1 2) 'p))) (cons 1 2))",
     'p\n'),
    ("(hash-ref! (make-hash) (cons 1 2) (lambda () 'made))",
     'made\n'),
    ('(begin (vector-set! v 0 7) (vector-ref v 0))',
     '7\n'),
    ("(begin (vector-set! v 9 7) 'after)",
     "vector-set!: index is out of range\n  index: 9\n  valid range: [0, 2]\n  vector: '#(7 2 3)\n"),
    ("(begin (vector-set! v 'i 7) 'after)",
     "vector-set!: contract violation\n  expected: exact-nonnegative-integer?\n  given: 'i\n  argument position: 2nd\n  first argument...:\n   '#(7 2 3)\n"),
    ("(begin (vector-set! #(1) 0 1) 'after)",
     "vector-set!: contract violation\n  expected: (and/c vector? (not/c immutable?))\n  given: '#(1)\n"),
    ("(begin (vector-set! 'v 0 1) 'after)",
     "vector-set!: contract violation\n  expected: (and/c vector? (not/c immutable?))\n  given: 'v\n"),
    ("(begin (hash-set! h 'e 1) (hash-ref h 'e))",
     '1\n'),
    ("(begin (hash-set! (hash) 1 2) 'after)",
     "hash-set!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n  given: '#hash()\n  argument position: 1st\n  other arguments...:\n   1\n   2\n"),
    ('(begin (hash-set! h (list 1) 2) (hash-ref h (list 1)))',
     '2\n'),
    ("(begin (hash-set! 'h 1 2) 'after)",
     "hash-set!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n  given: 'h\n  argument position: 1st\n  other arguments...:\n   1\n   2\n"),
    ("(hash-ref he 'nothing 7)",
     '7\n'),
    ("(hash-ref hq 'nothing '())",
     '()\n'),
    # issue 29: exact / of two fixnums; map, for-each, andmap, ormap, filter, foldl, foldr and
    # sort calling a translated procedure or a primitive directly; sort by < or > of reals
    ('(call-with-values (lambda () (quotient/remainder 17 5)) list)',
     '(3 2)\n'),
    ('(call-with-values (lambda () (quotient/remainder -17 5)) list)',
     '(-3 -2)\n'),
    ('(call-with-values (lambda () (quotient/remainder 17 -5)) list)',
     '(-3 2)\n'),
    ('(call-with-values (lambda () (quotient/remainder (expt 10 30) 7)) list)',
     '(142857142857142857142857142857 1)\n'),
    ('(call-with-values (lambda () (quotient/remainder 17.0 5)) list)',
     '(3.0 2.0)\n'),
    ('(member 2 (list 1 2 3))',
     '(2 3)\n'),
    ('(member 1 (list #t 1.0 1))',
     '(1)\n'),
    ('(member 1 (list 2 1.0))',
     '#f\n'),
    ('(member (expt 10 30) (list 1 (expt 10 30)))',
     '(1000000000000000000000000000000)\n'),
    ('(member 3 (cons 1 2))',
     "member: not a proper list\n  in: '(1 . 2)\n"),
    ('(member 1 (cons 1 2))',
     '(1 . 2)\n'),
    ('(/ 7 2)',
     '7/2\n'),
    ('(/ 8 2)',
     '4\n'),
    ('(/ -7 2)',
     '-7/2\n'),
    ('(/ 7 -2)',
     '-7/2\n'),
    ('(/ -8 -2)',
     '4\n'),
    ('(/ 0 5)',
     '0\n'),
    ('(/ 6 0)',
     '/: division by zero\n'),
    ('(/ 6.0 0)',
     '/: division by zero\n'),
    ('(/ 6 0.0)',
     '+inf.0\n'),
    ('(/ 6.0 0.0)',
     '+inf.0\n'),
    ('(/ -6.0 0.0)',
     '-inf.0\n'),
    ('(/ 0 0.0)',
     '0\n'),
    ('(/ 6.0 2)',
     '3.0\n'),
    ('(/ 7 2.0)',
     '3.5\n'),
    ('(/ (expt 10 30) 5)',
     '200000000000000000000000000000\n'),
    ('(/ (expt 10 30) 7)',
     '1000000000000000000000000000000/7\n'),
    ('(/ (expt 10 30) (expt 10 28))',
     '100\n'),
    ('(/ 1 3)',
     '1/3\n'),
    ('(/ 3)',
     '1/3\n'),
    ("(/ 'a 2)",
     "/: contract violation\n  expected: number?\n  given: 'a\n"),
    ("(/ 2 'a)",
     "/: contract violation\n  expected: number?\n  given: 'a\n"),
    ('(let ([n 12]) (/ n 4))',
     '3\n'),
    ('(let ([n 13] [d 0]) (/ n d))',
     '/: division by zero\n'),
    ("(map (lambda (x) (* x x)) '(1 2 3))",
     '(1 4 9)\n'),
    ("(map cons '(1 2))",
     "map: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: cons\n  expected: 2\n  given: 1\n  argument lists...: \n   '(1 2)\n"),
    ("(map (lambda (x) (values x x)) '(1))",
     'result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'),
    ("(for-each (lambda (x) (vector-set! v 0 x)) '(7 8 9))",
     '#<void>\n'),
    ('(vector-ref v 0)',
     '9\n'),
    ("(for-each car '(1))",
     'car: contract violation\n  expected: pair?\n  given: 1\n'),
    ("(andmap (lambda (x) (and (> x 0) (* 10 x))) '(1 2 3))",
     '30\n'),
    ("(andmap (lambda (x) (> x 1)) '(1 2 3))",
     '#f\n'),
    ("(andmap (lambda (x) x) '())",
     '#t\n'),
    ("(andmap cons '(1))",
     "andmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: cons\n  expected: 2\n  given: 1\n  argument lists...: \n   '(1)\n"),
    ("(ormap (lambda (x) (and (> x 1) (* 10 x))) '(1 2 3))",
     '20\n'),
    ("(ormap (lambda (x) (> x 5)) '(1 2 3))",
     '#f\n'),
    ("(ormap (lambda (x) (values x x)) '(1))",
     'result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'),
    ("(filter (lambda (x) (> x 1)) '(1 2 3))",
     '(2 3)\n'),
    ("(filter cons '(1 2))",
     'filter: contract violation\n  expected: (any/c . -> . any/c)\n  given: #<procedure:cons>\n'),
    ("(filter (lambda (x) (values x x)) '(1))",
     'result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'),
    ("(foldl (lambda (x acc) (+ x acc)) 0 '(1 2 3))",
     '6\n'),
    ("(foldl (lambda (x acc) (cons x acc)) '() '(1 2 3))",
     '(3 2 1)\n'),
    ("(foldl car 0 '(1 2))",
     'foldl: given procedure does not accept 2 arguments: #<procedure:car>\n'),
    ("(foldr (lambda (x acc) (cons (* 2 x) acc)) '() '(1 2 3))",
     '(2 4 6)\n'),
    ("(foldr (lambda (x acc) (- x acc)) 0 '(1 2 3 4))",
     '-2\n'),
    ("(foldr car 0 '(1 2))",
     'foldr: given procedure does not accept 2 arguments: #<procedure:car>\n'),
    ("(sort '(3 1 2 1.0 1) <)",
     '(1 1.0 1 2 3)\n'),
    ("(sort '(3 1 2 1.0 1) >)",
     '(3 2 1 1.0 1)\n'),
    ('(sort (list 5 (expt 10 30) -2.5 0) <)',
     '(-2.5 0 5 1000000000000000000000000000000)\n'),
    ("(sort '(3 1 2) (lambda (a b) (< a b)))",
     '(1 2 3)\n'),
    ("(sort '((b . 2) (a . 1) (c . 2)) (lambda (a b) (< (cdr a) (cdr b))))",
     '((a . 1) (b . 2) (c . 2))\n'),
    ("(sort '(3 1 2) car)",
     'sort: contract violation\n  expected: (any/c any/c . -> . any/c)\n  given: #<procedure:car>\n'),
]

SEPARATOR = "----"


def top_level_program() -> str:
    """Every case as an expression of the module body."""
    return PRELUDE + "".join(f'(t {expr})\n(displayln "{SEPARATOR}")\n' for expr, _ in CASES)


def procedures_program() -> str:
    """Every case as the body of its own procedure (translated to Python, or compiled into
    closures: where the inlined calls are), called in order."""
    defs = "".join(f"(define (case{i}) {expr})\n" for i, (expr, _) in enumerate(CASES))
    calls = "".join(f'(t (case{i}))\n(displayln "{SEPARATOR}")\n' for i in range(len(CASES)))
    return PRELUDE + defs + calls


def run(text: str, generate: bool = True) -> list[str]:
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    try:
        with capture_output() as port:
            outcome = Interpreter().load_text(text, "fast.rkt", lambda v: None)
    finally:
        codegen.ENABLED = saved
    assert outcome.error is None, outcome.error
    got = port.getvalue().split(SEPARATOR + "\n")[:-1]
    assert len(got) == len(CASES)
    return got


@pytest.fixture(scope="module")
def answers() -> list[str]:
    return run("#lang racket\n" + top_level_program())


# where the inlined calls run: a module's procedures translated to Python (the primitive
# names cannot be rebound: no check), procedures outside a module (each inline checks
# that the name still holds the primitive), and procedures compiled into closures
MODES = {
    "module": lambda: run("#lang racket\n" + procedures_program()),
    "outside a module": lambda: run(procedures_program()),
    "closure compiler": lambda: run("#lang racket\n" + procedures_program(), generate=False),
}


@pytest.fixture(scope="module")
def inlined_answers() -> dict:
    return {}


def answer_in(mode: str, inlined_answers: dict) -> list[str]:
    if mode not in inlined_answers:
        inlined_answers[mode] = MODES[mode]()
    return inlined_answers[mode]


@pytest.mark.parametrize("index", range(len(CASES)), ids=[expr for expr, _ in CASES])
def test_hot_primitive_answers_as_racket_does(answers: list[str], index: int) -> None:
    assert answers[index] == CASES[index][1]


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("index", range(len(CASES)), ids=[expr for expr, _ in CASES])
def test_inlined_primitive_answers_as_racket_does(inlined_answers: dict, mode: str,
                                                  index: int) -> None:
    assert answer_in(mode, inlined_answers)[index] == CASES[index][1]


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket is not installed")
def test_recorded_answers_are_racket_s(tmp_path: Path) -> None:
    program = tmp_path / "fast.rkt"
    program.write_text("#lang racket\n" + top_level_program())
    out = subprocess.run(["racket", str(program)], capture_output=True, text=True, timeout=300)
    got = out.stdout.split(SEPARATOR + "\n")[:-1]
    assert [(expr, answer) for (expr, _), answer in zip(CASES, got)] == CASES


def generated_source(text: str) -> str:
    """The Python source the generator writes for a program's procedures."""
    saved = codegen.SHOW
    codegen.SHOW = True
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), capture_output():
            outcome = Interpreter().load_text(text, "gen.rkt", lambda v: None)
    finally:
        codegen.SHOW = saved
    assert outcome.error is None, outcome.error
    return err.getvalue()


# a call of each inlined primitive, and a piece of the fast path it must be written as
INLINED = [
    ("(vector-ref a b)", ".items[v"), ("(vector-set! a b c)", ".items.__setitem__("),
    ("(string-ref a b)", "_CH["), ("(char=? a b)", ".ch == "), ("(char<? a b)", ".ch < "),
    ("(string=? a b)", ".__class__ is str and"), ("(hash-ref a b)", ".table.get("),
    ("(hash-ref a b #f)", ".table.get("), ("(hash-ref! a b c)", ".table.get("),
    ("(hash-set! a b c)", ".table.__setitem__("), ("(hash-has-key? a b)", ".table if "),
    ("(even? a)", " & 1"), ("(odd? a)", " & 1"), ("(max a b)", " >= "), ("(min a b)", " <= "),
    ("(abs a)", " < 0 else "), ("(char->integer a)", "ord("),
    ("(number->string a)", "_MStr(str("),
    ("(match a [(list x y) (+ x y)] [_ 0])", ".cdr).car"),
    ("(number? a)", ".__class__ in _NUMBERS"), ("(symbol? a)", ".__class__ is _Sym"),
    ("(string? a)", ".__class__ is _MStr"), ("(char? a)", ".__class__ is _Char"),
    ("(vector? a)", ".__class__ is _Vec"), ("(boolean? a)", " is True or "),
    ("(for/sum ([x a]) x)", "next("), ("(for/sum ([x (in-list a)]) x)", ".cdr\n"),
    ("(for/sum ([x (in-range a)]) x)", " < v"),
]


@pytest.mark.parametrize("call, fast", INLINED, ids=[c for c, _ in INLINED])
def test_hot_primitive_call_is_inlined_into_the_generated_code(call: str, fast: str) -> None:
    source = generated_source(f"#lang racket\n(define (f a b c) {call})\n")
    assert fast in source, source


# a call for its effect alone, and the statement it must be written as
STATEMENTS = [
    ("(begin (vector-set! a b c) a)", r"\.items\[\w+\] = \w+\n"),
    ("(begin (hash-set! a b c) a)", r"\.table\[\w+\] = \(\w+, \w+\)\n"),
]


@pytest.mark.parametrize("call, fast", STATEMENTS, ids=[c for c, _ in STATEMENTS])
def test_hot_primitive_call_for_its_effect_is_a_statement(call: str, fast: str) -> None:
    source = generated_source(f"#lang racket\n(define (f a b c) {call})\n")
    assert re.search(fast, source), source
    outside = generated_source(f"(define (f a b c) {call})\n")
    assert re.search(fast, outside) and "else:" in outside, outside


def test_inlined_call_outside_a_module_checks_the_name_still_holds_the_primitive() -> None:
    program = ("(define (f a b) (vector-ref a b))\n(display (f (vector 1) 0))\n"
               "(set! vector-ref (lambda (v k) 'mine))\n(display (f (vector 1) 0))\n")
    source = generated_source(program)
    assert ".items[v" in source, source
    with capture_output() as port:
        Interpreter().load_text(program, "gen.rkt", lambda v: None)
    assert port.getvalue() == "1mine"


def test_an_inlined_primitive_applied_to_a_literal_stays_on_the_generated_path():
    """`(car 1)` once made the text `1.car`, which is not Python: the lambda fell back."""
    from tests.fallback_report import assert_generated
    program = """
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(define (f) (car 1))
(define (g) (vector-ref 2.5 0))
(define (h) (hash-ref 7 1 #f))
(define (k) (char->integer 65))
(define (m v) (vector-set! 3 0 v) v)
(displayln (try f))
(displayln (try g))
(displayln (try h))
(displayln (try k))
(displayln (try (lambda () (m 1))))
"""
    out = assert_generated(program)
    assert out.splitlines() == [
        "car: contract violation", "  expected: pair?", "  given: 1",
        "vector-ref: contract violation", "  expected: vector?", "  given: 2.5",
        "hash-ref: contract violation", "  expected: hash?", "  given: 7",
        "  argument position: 1st", "  other arguments...:", "   1",
        "char->integer: contract violation", "  expected: char?", "  given: 65",
        "vector-set!: contract violation", "  expected: (and/c vector? (not/c immutable?))",
        "  given: 3"]
