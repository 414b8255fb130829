"""Typed Racket programs run as Racket runs them once they type-check: their annotations
erased (minischeme/forms/typed.py), `assert` from typed/racket. Found by the fresh corpus
(issue 30): LeetCode solutions written as a `(module M typed/racket ...)` inside a racket
file. Each program's stdout, exit code and first stderr line were recorded from Racket 8.7
(`racket FILE`); where racket is installed, the recordings are checked against it too."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

# Every kind of annotation: `(: f T)`, `[x : T]` binders with defaults and a rest argument,
# `: T` results, define-type, typed struct fields and a polymorphic struct, named let, let-values,
# for/list, for/fold, for/sum, lambda and λ, ann, cast, inst, #:forall, All, do, case-lambda;
# quoted data keeps its colons.
ANNOTATED = """\
#lang typed/racket
(: sq (-> Integer Integer))
(define (sq [x : Integer]) : Integer (* x x))
(define y : Integer 5)
(define-type Point (Pairof Real Real))
(: origin Point)
(define origin (cons 0 0))
(struct posn ([x : Real] [y : Real]) #:transparent)
(struct (A) box2 ([v : A] [n : Integer]) #:mutable)
(define b (box2 'hi 3))
(set-box2-n! b 4)
(define (add [a : Integer] [b : Integer 10]) : Integer (+ a b))
(define (sum . [xs : Integer *]) : Integer (apply + xs))
(list (sq y) origin (posn 1 2) (box2-v b) (box2-n b) (add 1) (add 1 2) (sum 1 2 3))
(let loop : Integer ([i : Integer 0] [acc : Integer 0])
  (if (= i 5) acc (loop (add1 i) (+ acc i))))
(let ([a : String "x"] [b 2]) (string-append a (number->string b)))
(let-values ([([q : Integer] [r : Integer]) (quotient/remainder 17 5)]) (list q r))
(for/list : (Listof Integer) ([i : Integer (in-range 4)]) (* i i))
(for/fold ([acc : Integer 0]) ([x : Integer '(1 2 3)]) (+ acc x))
(for/sum : Integer ([i (in-range 10)] #:when (odd? i)) i)
(map (λ ([s : String]) (string-length s)) '("a" "bb"))
((lambda ([x : Integer]) : Integer (+ x 1)) 41)
(ann 5 Integer)
(cast 'sym Symbol)
((inst map Integer Integer) add1 '(1 2))
(define #:forall (A) (ident [x : A]) : A x)
(ident "same")
(: compose2 (All (A B C) (-> (-> B C) (-> A B) (-> A C))))
(define (compose2 f g) (λ (x) (f (g x))))
((compose2 add1 sq) 3)
(define-values (p q) (values 1 2))
(+ p q)
(do : Integer ([i : Integer 0 (add1 i)]) ((= i 3) i))
((case-lambda [([x : Integer]) x] [([x : Integer] [y : Integer]) (+ x y)]) 1 2)
'(: not a declaration)
(assert (+ 1 2) positive?)
(define h : (HashTable Symbol Integer) (make-hash))
(hash-set! h 'a 1)
h
(with-handlers ([exn:fail? (λ ([e : exn]) (exn-message e))]) (assert #f))
"""

# typed/racket/base with require/typed (whose types go, the names stay) and module+ main.
TYPED_BASE = """\
#lang typed/racket/base
(require/typed racket/list [first (All (A) (-> (Listof A) A))] [range (-> Integer (Listof Integer))])
(require/typed racket/string [string-join (-> (Listof String) String String)])
(provide total)
(: total (-> (Listof Integer) Integer))
(define (total xs) (foldl + 0 xs))
(define words : (Listof String) (list "typed" "racket"))
(displayln (string-join words " "))
(printf "~a ~a\n" (first (range 5)) (total (range 5)))
(module+ main
  (displayln "main ran"))
"""

# A typed submodule required by a racket module, and typed/racket's `assert` failing.
TYPED_SUBMODULE = """\
#lang racket
(module typed-part typed/racket
  (provide fact)
  (: fact (-> Natural Natural))
  (define (fact n) (if (zero? n) 1 (* n (fact (sub1 n))))))
(require 'typed-part)
(require typed/racket)
(fact 20)
(assert (fact 3) even?)
(assert (fact 3) odd?)
"""

# define-type aliases, define-predicate and make-predicate tested at run time (U, Option,
# Listof, Pairof, struct names), and a provided type name (it exports nothing).
PREDICATES = """\
#lang typed/racket
(provide Shape area shape?)
(struct circle ([r : Real]))
(struct square ([s : Real]))
(define-type Shape (U circle square))
(define-type Maybe-Int (Option Integer))
(define-predicate shape? Shape)
(define-predicate maybe-int? Maybe-Int)
(define-predicate ints? (Listof Integer))
(define-predicate pair-si? (Pairof String Integer))
(: area (-> Shape Real))
(define (area s) (if (circle? s) (* 3 (circle-r s) (circle-r s)) (* (square-s s) (square-s s))))
(list (shape? (circle 1)) (shape? 5) (maybe-int? #f) (maybe-int? 3) (maybe-int? 2.5))
(list (ints? '(1 2 3)) (ints? '(1 "a")) (pair-si? (cons "a" 1)) (pair-si? (cons 1 1)))
((make-predicate (U String Symbol)) 'x)
(map area (list (circle 1) (square 2)))
"""

# Racket 8.7's answers: (stdout, exit code, first stderr line).
RECORDED = {
    "PREDICATES": ("'(#t #f #t #t #f)\n'(#t #f #t #f)\n#t\n'(3 4)\n", 0, ""),
    "ANNOTATED": ("(list 25 '(0 . 0) (posn 1 2) 'hi 4 11 3 6)\n10\n\"x2\"\n'(3 2)\n'(0 1 4 9)\n6\n25\n'(1 2)\n42\n5\n'sym\n'(2 3)\n\"same\"\n10\n3\n3\n3\n'(: not a declaration)\n3\n'#hash((a . 1))\n\"Assertion failed on #f\"\n",
        0, ""),
    "TYPED_BASE": ("typed racket\n0 10\nmain ran\n",
        0, ""),
    "TYPED_SUBMODULE": ("2432902008176640000\n6\n",
        1, "Assertion #<procedure:odd?> failed on 6"),
}
PROGRAMS = {"ANNOTATED": ANNOTATED, "TYPED_BASE": TYPED_BASE, "TYPED_SUBMODULE": TYPED_SUBMODULE,
            "PREDICATES": PREDICATES}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_typed_program_runs_as_racket_ran_it(name, tmp_path):
    assert minischeme_run({"typed.rkt": PROGRAMS[name]}, tmp_path, "typed.rkt") == RECORDED[name]


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_recordings_are_what_racket_answers(name, tmp_path):
    assert racket_run({"typed.rkt": PROGRAMS[name]}, tmp_path, "typed.rkt") == RECORDED[name]
