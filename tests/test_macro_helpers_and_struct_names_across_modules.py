"""Three things course libraries written for Racket rely on (found by a sweep of public
course repositories: Indiana's C311/B521 ParentheC library and a compiler course's typed
language, whose programs stopped or printed other things than Racket):

* a module required `for-syntax` runs before the module's own transformers are used (they
  call its procedures while the module is expanded, before the body runs);
* `syntax->datum` gives back the plain names a macro's template introduced, also for a
  macro defined in another module (`(eq? (car (syntax->datum stx)) 'inner)`), and the
  names in a macro's arguments that look like `(let exp body)` but are data for another
  macro come out as they went in;
* a struct's name carries its type through an import: a match pattern, `struct-copy` and a
  child struct may use it under `prefix-in`/`prefix-out`, and a module that provides only
  the name `ref` (no `struct-out`) lets the importer match `(ref v)`.

The answers are Racket 8.7's (re-checked against `racket` when it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

FOR_SYNTAX = {"lib.rkt": """#lang racket
(module help racket
  (provide check)
  (define (check code) (printf "checking ~s\\n" code)))
(require 'help (for-syntax 'help))
(provide my-def)
(define-syntax my-def
  (lambda (x)
    (check (syntax->datum x))
    (syntax-case x ()
      [(_ n v) #'(define n v)])))
(my-def here 1)
""", "main.rkt": """#lang racket
(require "lib.rkt")
(my-def a 5)
a
"""}
FOR_SYNTAX_ANSWER = ("checking (my-def here 1)\nchecking (my-def a 5)\n5\n", 0, "")

DATUM = {"lib.rkt": """#lang racket
(provide outer define-label)
(define-syntax inner
  (lambda (x)
    (let ([code (syntax->datum x)])
      (printf "~s ~s\\n" code (eq? (car code) 'inner)))
    (syntax-case x ()
      [(_ label v [(sub-tn arg* ...) body] ...)
       #'(case (car v)
           [(sub-tn) (apply (lambda (arg* ...) body) (cdr v))]
           ...
           [else 'none])])))
(define-syntax outer
  (lambda (x)
    (syntax-case x ()
      [(_ e ...) #'(inner outer e ...)])))
(define-syntax define-label
  (lambda (x)
    (syntax-case x ()
      [(_ fn body ...) #'(define fn (lambda () body ...))])))
""", "main.rkt": """#lang racket
(require "lib.rkt")
(define e '(let 1 2))
(define-label f
  (outer e [(const c) (list 'c c)] [(let exp body) (list 'let exp body)] [(lambda body) (list 'l body)]))
(f)
(set! e '(lambda 3))
(f)
"""}
DATUM_ANSWER = ("(inner outer e ((const c) (list (quote c) c)) ((let exp body) (list (quote let) "
                "exp body)) ((lambda body) (list (quote l) body))) #t\n'(let 1 2)\n'(l 3)\n", 0, "")

STRUCTS = {"types.rkt": """#lang racket
(provide ref ref-v (prefix-out t: (all-defined-out)))
(struct ref (v) #:mutable #:transparent)
(struct Name (n t) #:transparent)
""", "main.rkt": """#lang racket
(require "types.rkt")
(module T racket
  (provide (struct-out P))
  (struct P (x y) #:transparent))
(require (prefix-in u: 'T))
(match (t:Name 'a (ref 1)) [(t:Name n (ref v)) (list n v)])
(t:Name? (t:Name 1 2))
(match (u:P 1 2) [(u:P a b) (list a b)])
(struct-copy u:P (u:P 1 2) [x 5])
(struct Q u:P (z) #:transparent)
(Q 1 2 3)
(match (Q 1 2 3) [(u:P a b) (list a b)])
"""}
STRUCTS_ANSWER = ("'(a 1)\n#t\n'(1 2)\n(P 5 2)\n(Q 1 2 3)\n'(1 2)\n", 0, "")

CASES = [(FOR_SYNTAX, FOR_SYNTAX_ANSWER), (DATUM, DATUM_ANSWER), (STRUCTS, STRUCTS_ANSWER)]
IDS = ["for-syntax-runs-first", "syntax-datum", "struct-names"]


@pytest.mark.parametrize("files, answer", CASES, ids=IDS)
def test_runs_as_in_racket(files: dict, answer: tuple, tmp_path: Path) -> None:
    assert minischeme_run(files, tmp_path, "main.rkt") == answer


@needs_racket
@pytest.mark.parametrize("files, answer", CASES, ids=IDS)
def test_recorded_answers_are_racket_s(files: dict, answer: tuple, tmp_path: Path) -> None:
    assert racket_run(files, tmp_path, "main.rkt") == answer
