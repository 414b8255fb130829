"""Tests for minischeme/forms/match.py: `match`, `match*`, `match-define`, `match-lambda`,
`match-lambda*`, `match-let` and `match-let*`.

Every case in CASES is a `#lang racket` program and what `racket` (8.7) prints for it: each
top-level value on its own line, then `ERROR: message` if it raises (the message without
Racket's srcloc prefix and "context...:" lines). The expectations were produced by running
the programs with Racket; `test_racket_agrees` re-checks them whenever `racket` is installed,
so an expectation can never drift from what Racket does.

`run` and `racket_outputs` are shared with tests/test_loops.py.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output

from racket_oracle import RACKET  # noqa: E402  (None also when MINISCHEME_HIDE_RACKET=1)
requires_racket = pytest.mark.skipif(RACKET is None, reason="racket is not installed")


# ------------------------------------------------------------------ harness

def clean_error(message: str) -> str:
    """Racket's error text without the `file:line:col: ` prefix and the context lines."""
    lines = []
    for line in message.split("\n"):
        if line.strip().startswith(("context...:", "location...:")):
            break
        lines.append(line)
    return re.sub(r"^\S+\.rkt:\d+:\d+: ", "", "\n".join(lines)).strip()


def run(source: str) -> str:
    """Run ``source`` as the body of a `#lang racket` module; what it prints, as `racket` would."""
    it = Interpreter()
    return _run_in(it, source)


def _run_in(it: Interpreter, source: str) -> str:
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    text = port.getvalue()
    if outcome.error is not None:
        text += "ERROR: " + clean_error(outcome.error)
    return text.strip()


_DRIVER = r"""#lang racket/base
(require json)
(for ([f (in-vector (current-command-line-arguments))])
  (define out (open-output-string))
  (with-handlers ([(lambda (e) #t)
                   (lambda (e) (fprintf out "ERROR: ~a" (if (exn? e) (exn-message e) e)))])
    (parameterize ([current-output-port out] [current-namespace (make-base-namespace)])
      (dynamic-require (string->path f) #f)))
  (write-json (get-output-string out))
  (newline))
"""


def racket_outputs(sources: list[str]) -> list[str]:
    """What real Racket prints for each program (one racket process runs them all)."""
    with tempfile.TemporaryDirectory() as d:
        driver = Path(d) / "driver.rkt"
        driver.write_text(_DRIVER, encoding="utf-8")
        paths = []
        for i, src in enumerate(sources):
            p = Path(d) / f"case{i}.rkt"
            p.write_text("#lang racket\n" + src + "\n", encoding="utf-8")
            paths.append(str(p))
        r = subprocess.run([RACKET, str(driver), *paths], capture_output=True, text=True,
                           timeout=900)
        outs = [json.loads(line) for line in r.stdout.splitlines()]
    assert len(outs) == len(sources), r.stderr
    results = []
    for out in outs:
        if "ERROR: " in out:
            head, msg = out.split("ERROR: ", 1)
            out = head + "ERROR: " + clean_error(msg)
        results.append(out.strip())
    return results


def assert_racket_agrees(cases: list[tuple[str, str]]) -> None:
    sources = [src for src, _ in cases]
    wrong = [(src, want, got) for (src, want), got in zip(cases, racket_outputs(sources))
             if want != got]
    assert not wrong, "\n".join(f"{src}\n  expected here: {want!r}\n  racket says:   {got!r}"
                                for src, want, got in wrong)


def run_shallow(source: str, frames: int = 400) -> str:
    """`run`, but with only ``frames`` Python frames of stack to spare: a program that
    passes runs in constant Python stack (no frame per loop iteration or tail call)."""
    result: list = []

    def body() -> None:
        depth = 0
        f = sys._getframe()
        while f is not None:
            depth += 1
            f = f.f_back
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(depth + frames)
        try:
            result.append(_run_in(it, source))
        finally:
            sys.setrecursionlimit(old)
    it = Interpreter()
    # the interpreter evaluates inline on a thread with this name (see run_with_big_stack)
    t = threading.Thread(target=body, name="minischeme-eval")
    t.start()
    t.join()
    return result[0]


def case_id(source: str) -> str:
    return source if len(source) <= 60 else source[:57] + "..."


# ------------------------------------------------------------------ cases (checked with Racket 8.7)

CASES = [
    ("(match '(king hearts) [(list rank suit) suit])",
     "'hearts"),
    ("(match 5 [5 'five] [_ 'other])",
     "'five"),
    ('(match "hi" ["hi" \'greeting] [_ \'other])',
     "'greeting"),
    ("(match 'x ['x 'sym-x] [_ 'other])",
     "'sym-x"),
    ("(match '(1 2 3) [(list a b c) (+ a b c)])",
     '6'),
    ("(match '(1 2 3) [(cons h t) t])",
     "'(2 3)"),
    ("(match '(1 2 3) [(list 1 rest ...) rest])",
     "'(2 3)"),
    ("(match '(1 2 3 4) [(list a ... b) (list a b)])",
     "'((1 2 3) 4)"),
    ("(match '(a . b) [(cons x y) (list y x)])",
     "'(b a)"),
    ('(match #(1 2) [(vector a b) (+ a b)])',
     '3'),
    ('(match 99 [x (* x 2)])',
     '198'),
    ("(match '() ['() 'empty] [_ 'nonempty])",
     "'empty"),
    ("(match 3 [(or 1 2 3) 'small] [_ 'big])",
     "'small"),
    ("(match '(1 (2 3)) [(list a (list b c)) (list c b a)])",
     "'(3 2 1)"),
    ('(struct pt (x y) #:transparent) (match (pt 1 2) [(pt x y) (+ x y)])',
     '3'),
    ('(match "abc" [(? string? s) (string-length s)])',
     '3'),
    ("(match (list 1 2) [(list x y) #:when (> x y) 'desc] [(list x y) 'asc])",
     "'asc"),
    ("(match 7 [(? even?) 'even] [(? odd?) 'odd])",
     "'odd"),
    ("(match '(1 2) [(list (? number? a) (? number? b)) (* a b)])",
     '2'),
    ("(match (list 'add 1 2) [`(add ,a ,b) (+ a b)])",
     '3'),
    ("(match #t [#t 'yes] [#f 'no])",
     "'yes"),
    ("(match '((H . 3) (D . 4)) [(list (cons s r) ...) s])",
     "'(H D)"),
    # A fresh variable's `x ...` (or `x ..k`, `_ ...`) last in a list pattern takes the
    # rest of the list itself (eq? to its tail), a proper list of at least k elements
    ("(let ([l (list 1 2 3)]) (match l [(list a b ...) (eq? b (cdr l))]))",
     "#t"),
    ("(match '(1) [(list a b ...) b])",
     "'()"),
    ("(match '(1 2 . 3) [(list a b ...) b] [_ 'improper])",
     "'improper"),
    ("(match '(1 2 . 3) [(list a _ ...) a] [_ 'improper])",
     "'improper"),
    ("(match '(1 2) [(list a b ..2) b] [_ 'short])",
     "'short"),
    ("(match '(1 2 3) [(list a b ..2) b] [_ 'short])",
     "'(2 3)"),
    ("(match 5 [(list a ...) a] [_ 'not-a-list])",
     "'not-a-list"),
    ("(match '(1 2 3) [`(,a ,b ...) b])",
     "'(2 3)"),
    ("(match '((1 2) (3 4 5)) [(list (list a b ...) ...) (list a b)])",
     "'((1 3) ((2) (4 5)))"),
    ("(match '(1 2 3) [(list-rest a b) b])",
     "'(2 3)"),
    ('(match 5 [1 1])',
     'ERROR: match: no matching clause for 5'),
    ("(match '(1 2) [1 1])",
     "ERROR: match: no matching clause for '(1 2)"),
    ('(match "s" [1 1])',
     'ERROR: match: no matching clause for "s"'),
    ("(match-define (list a) '(1 2))",
     "ERROR: match-define: no matching clause for '(1 2)"),
    ("(match-let ([(list a) '(1 2)]) a)",
     "ERROR: match-let: no matching clause for '(1 2)"),
    ('((match-lambda [1 1]) 2)',
     'ERROR: match-lambda: no matching clause for 2'),
    ('((match-lambda* [(list 1) 1]) 2)',
     "ERROR: match-lambda*: no matching clause for '(2)"),
    ('(match* (1 2) [(1 3) 1])',
     "ERROR: match*: no matching clause for '(1 2)"),
    ("(match '(1 2 3) [(list a ..2) a])",
     "'(1 2 3)"),
    ("(match '(1) [(list a ..2) a])",
     "ERROR: match: no matching clause for '(1)"),
    ("(match '(1 2) [(list a a) a] [_ 'no])",
     "'no"),
    ("(match '(2 2) [(list a a) a] [_ 'no])",
     '2'),
    ('(match 1 [(or x (list x)) x])',
     '1'),
    ("(match '(1) [(or (list x) x) x])",
     '1'),
    ("(match '(1 2 3 4 5) [(list 1 a ... 4 5) a])",
     "'(2 3)"),
    ("(match '((1 2) (3 4)) [(list (list a b) ...) (list a b)])",
     "'((1 3) (2 4))"),
    ("(match '((1 (2 3)) (4 (5))) [(list (list a (list b ...)) ...) (list a b)])",
     "'((1 4) ((2 3) (5)))"),
    ('(match #(1 2 3) [(vector a ...) a])',
     "'(1 2 3)"),
    ('(match #(1 2 3) [(vector 1 a ...) a])',
     "'(2 3)"),
    ("(match '(1 2 . 3) [(list* a b c) (list a b c)])",
     "'(1 2 3)"),
    ("(match '(1 2 3) [(list-rest a b) (list a b)])",
     "'(1 (2 3))"),
    ('(match 5 [(app add1 x) x])',
     '6'),
    ('(match 5 [(app (lambda (x) (values x x)) a b) (list a b)])',
     "'(5 5)"),
    ("(match 5 [(== 5) 'yes])",
     "'yes"),
    ("(match 5 [(not 4) 'yes])",
     "'yes"),
    ('(match 5 [(and x (? odd?)) x])',
     '5'),
    ('(match 5 [(? odd? x y) (list x y)])',
     "'(5 5)"),
    ("(match '(1 . 2) [`(,a . ,b) (list a b)])",
     "'(1 2)"),
    ("(match '(1 2 3) [`(1 ,@(list a b)) (list a b)])",
     "'(2 3)"),
    ("(match '(1 2 3) [`(,x ...) x])",
     "'(1 2 3)"),
    ('(match #(1 2) [`#(,x ,y) (list x y)])',
     "'(1 2)"),
    ("(match #\\a [#\\a 'ch])",
     "'ch"),
    ("(match '#:k [#:k 'kw])",
     "'kw"),
    ("(match 1.0 [1 'one] [_ 'no])",
     "'no"),
    ("(match 1 [1.0 'one] [_ 'no])",
     "'no"),
    ("(match '() [(list) 'empty])",
     "'empty"),
    ("(match '(a b) ['(a b) 'quoted])",
     "'quoted"),
    ('(match (box 1) [(box x) x])',
     '1'),
    ('(match 1 [(var x) x])',
     '1'),
    ("(match 5 [x #:when (> x 10) 'big] [x 'small])",
     "'small"),
    ('(match 5 [else else])',
     '5'),
    ('(match (values 1 2) [x x])',
     'ERROR: result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2'),
    ('(match 1 [(foo x) 1])',
     'ERROR: match: syntax error in pattern\n  in: (foo x)'),
    ("(match '(1 2 3) [(list a ... b ...) (list a b)])",
     "'((1 2 3) ())"),
    ('(struct pt (x y)) (match (pt 1 2) [(pt x) x])',
     'ERROR: match: insufficient number of fields for structure pt: expected 2 but got 1; missing fields (pt-y)\n  at: (x)\n  in: (pt x)'),
    ('(struct pt (x y)) (match (pt 1 2) [(pt x y z) x])',
     'ERROR: match: excess number of fields for structure pt: expected 2 but got 3\n  at: (x y z)\n  in: (pt x y z)'),
    ('(struct pt (x y)) (struct pt3 pt (z)) (match (pt3 1 2 3) [(pt x y) (list x y)])',
     "'(1 2)"),
    ('(struct pt (x y)) (match (pt 1 2) [(struct pt (x y)) (list x y)])',
     "'(1 2)"),
    ("(struct pt (x y)) (match 5 [(pt x y) 'pt] [_ 'other])",
     "'other"),
    ('(match 1 [(list a ..0) 1] [_ 2])',
     '2'),
    ("(match '(1 2) [(list a ___) a])",
     "'(1 2)"),
    ("(match '(1 2) [(list a __1) a])",
     "'(1 2)"),
    ("(match '(1 . 2) [(list a ...) a] [_ 'no])",
     "'no"),
    ('(match 1)',
     'ERROR: match: no matching clause for 1'),
    ('(match 1 [1 #:when #t])',
     'ERROR: match: expected at least one expression on the right-hand side after #:when clause\n  in: ((1) #:when #t)'),
    ('(match 1 [(cons a) 1])',
     'ERROR: match: syntax error in pattern\n  in: (cons a)'),
    ('(match 5 [(and) 1])',
     '1'),
    ('(match 5 [(or) 1] [_ 2])',
     '2'),
    ('(match 3 [(quote) 1])',
     'ERROR: match: syntax error in quote pattern\n  in: (quote)'),
    ('(match-define (list a b) (list 1 2)) (list a b)',
     "'(1 2)"),
    ("(define (f) (match-define (cons a b) '(1 . 2)) (+ a b)) (f)",
     '3'),
    ("(match '(1 2) [(list (and a (? odd?)) ...) a] [_ 'no])",
     "'no"),
    ('(match 1 [(== 1 =) 1])',
     '1'),
    ('(match 1.0 [(== 1 =) 1])',
     '1'),
    ("(match '(1 2) [(list (app add1 a) ...) a])",
     "'(2 3)"),
    ("(match-let ([(list a) '(1 2)] [b 3]) a)",
     "ERROR: match-let: no matching clause for '((1 2) 3)"),
    ("(match-let* ([(list a) '(1)] [(list b) (list a 2)]) b)",
     "ERROR: match-let*: no matching clause for '(1 2)"),
    ("(match-let* ([(list a) '(1)] [(list b c) (list a 2)]) (list a b c))",
     "'(1 1 2)"),
    ("(match-let ([(list a b) '(1 2)] [c 3]) (list a b c))",
     "'(1 2 3)"),
    ("(match '() [() 1])",
     'ERROR: match: syntax error in pattern\n  in: ()'),
    ('(match 1 [(or x (list y)) y])',
     'ERROR: match: variable not bound in all or patterns\n  at: y\n  in: (or x (list y))'),
    ("(match '(1 2 3) [(list a ... 3 b ...) (list a b)])",
     "'((1 2) ())"),
    ("(match '(1 2 3 4) [(list-rest a ... b) (list a b)])",
     "'((1 2 3 4) ())"),
    ("(match '(1 2 3 . 4) [(list-rest a ... b) (list a b)])",
     "'((1 2 3) 4)"),
    ("(match '(1 2 3 . 4) [(list-rest a b ... c) (list a b c)])",
     "'(1 (2 3) 4)"),
    ('(match 5 [(app add1 (? even? x)) x])',
     '6'),
    ("(match '(1 2) [(list 1 ...) 'ones] [_ 'no])",
     "'no"),
    ("(match '(1 1) [(list 1 ...) 'ones] [_ 'no])",
     "'ones"),
    ("(match 5 [(? number?) (=> fail) (fail)] [_ 'second])",
     "'second"),
    ("(match 5 [(? number?) (=> fail) (if #t (fail) 1)] [_ 'second])",
     "'second"),
    ('(match (list 1 2 3) [(list (? odd?) ... rest ...) rest])',
     "'(2 3)"),
    ('(match 3 [(? (lambda (v) (values 1 2))) 1])',
     'ERROR: result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2'),
    ('(match 3 [1 1] [2 2] [3 (let loop ([i 0]) (if (< i 100000) (loop (add1 i)) i))])',
     '100000'),
    ("(define (count-down n) (match n [0 'done] [_ (count-down (- n 1))])) (count-down 100000)",
     "'done"),
    ('(match* (1 2) [(a b) (+ a b)])',
     '3'),
    ('(match* ((list 1 2) 3) [((list a b) c) (list a b c)])',
     "'(1 2 3)"),
    ('(match* (1 2) [(a) 1])',
     'ERROR: match: wrong number of match clauses, expected 2 and got 1\n  in: (a)'),
    ("(match '(1 2 3) [(list* a b) b])",
     "'(2 3)"),
    ("(match '(1 (2 (3))) [`(,a (,b (,c))) (list a b c)])",
     "'(1 2 3)"),
    ("(match '(x 1) [`(x ,n) n])",
     '1'),
    ("(match 'a [(? symbol? (app symbol->string s)) s])",
     '"a"'),
    ("(match 4 [(or (? odd?) (? (lambda (x) (> x 3)))) 'yes])",
     "'yes"),
    ("(match 1 [(not (or 2 3)) 'not23])",
     "'not23"),
    ("(let ([f (match-lambda [0 'zero] [n n])]) (list (f 0) (f 5)))",
     "'(zero 5)"),
    ("(define f (match-lambda [(list a b) (+ a b)] [_ 'none])) (list (f '(1 2)) (f 3))",
     "'(3 none)"),
    ('(define g (match-lambda* [(list a) a] [(list a b) (* a b)])) (list (g 3) (g 3 4))',
     "'(3 12)"),
    ("(map (match-lambda [(cons a b) (+ a b)]) '((1 . 2) (3 . 4)))",
     "'(3 7)"),
    ("(define (len l) (match l ['() 0] [(cons _ t) (+ 1 (len t))])) (len '(a b c))",
     '3'),
    ("(define (eval-expr e) (match e [(? number? n) n] [(list '+ a b) (+ (eval-expr a) (eval-expr b))] [(list '* a b) (* (eval-expr a) (eval-expr b))])) (eval-expr '(+ 1 (* 2 3)))",
     '7'),
    ("(define (color suit) (match suit [(or 'H 'D) 'red] [(or 'C 'S) 'black])) (list (color 'H) (color 'S))",
     "'(red black)"),
    ("(define (color suit) (match suit [(or 'H 'D) 'red] [(or 'C 'S) 'black])) (color 'X)",
     "ERROR: match: no matching clause for 'X"),
    ("(match '(1 2 3) [(list x y z) (define s (+ x y z)) (* s 2)])",
     '12'),
    ("(let ([x 10]) (match 5 [(? (lambda (v) (< v x))) 'less]))",
     "'less"),
    ("(let ([x 10]) (match 10 [(== x) 'same]))",
     "'same"),
    ('(match "abc" ["ABC" 1] ["abc" 2])',
     '2'),
    ("(match 1/2 [1/2 'half])",
     "'half"),
    ("(match 2.5 [2.5 'float])",
     "'float"),
    ("(match (list 1 2 3) [(list _ _ _) 'three])",
     "'three"),
    ('(match (list (list 1 2) (list 3 4)) [(list (list a b) (list c d)) (+ a b c d)])',
     '10'),
    ("(let loop ([l '(1 2 3)] [acc 0]) (match l ['() acc] [(cons x r) (loop r (+ acc x))]))",
     '6'),
    ('(match (vector 1 (list 2 3)) [(vector a (list b c)) (list a b c)])',
     "'(1 2 3)"),
    ("(match '(1 2 3 4 5 6) [(list a b ... c d) (list a b c d)])",
     "'(1 (2 3 4) 5 6)"),
    ("(match '(1 2) [(list 1 2 3 ...) 'ok])",
     "'ok"),
    ("(match '(1 2 3 3 3) [(list 1 2 3 ...) 'ok])",
     "'ok"),
    ("(match '(1 2 4) [(list 1 2 3 ...) 'ok] [_ 'no])",
     "'no"),
    ('(struct node (l r) #:transparent) (define (sum t) (match t [(node l r) (+ (sum l) (sum r))] [(? number? n) n])) (sum (node (node 1 2) 3))',
     '6'),
    ("(struct card (rank suit)) (define cs (list (card 2 'h) (card 3 's))) (match cs [(list (card r s) ...) (list r s)])",
     "'((2 3) (h s))"),
    ("(match (list 1 2) [(list a b) #:when (= a 1) (list 'first a b)] [_ 'other])",
     "'(first 1 2)"),
    ("(match 5 [(? number? n) #:when (> n 10) 'big] [(? number? n) #:when (> n 3) 'medium] [_ 'small])",
     "'medium"),
    ("(match 'a [(or 'a 'b) #:when #f 1] [_ 2])",
     '2'),
    ('(match 1 [(list) 1])',
     'ERROR: match: no matching clause for 1'),
    ("(match '(1 2 3) [(list 1 (? number?) ...) 'nums])",
     "'nums"),
    ('(match \'(1 "x") [(list 1 (? number?) ...) \'nums] [_ \'no])',
     "'no"),
    ('(define (area s) (match s [(circle r) (* 3 r r)] [(rect w h) (* w h)])) (struct circle (r)) (struct rect (w h)) (list (area (circle 2)) (area (rect 2 3)))',
     "'(12 6)"),
    ("(match '((1 2) (3) ()) [(list (list a ...) ...) a])",
     "'((1 2) (3) ())"),
    ('(match #(1 2 3 4) [(vector a b ..2) (list a b)])',
     "'(1 (2 3 4))"),
    ("(match #(1) [(vector a b ..2) (list a b)] [_ 'short])",
     "'short"),
    ("(match '(1 2 3) [`(1 ,@'(2 3)) 'yes])",
     "'yes"),
    ("(match '(a 1 b 2) [`(a ,x b ,y) (+ x y)])",
     '3'),
    ("(match '(k 1 2 3) [`(k ,xs ...) xs])",
     "'(1 2 3)"),
    ("(match* ((list 1 2) 'x) [((list a b) (? symbol? s)) #:when (< a b) (list s a b)] [(_ _) 'no])",
     "'(x 1 2)"),
    ('(match* (1 2 3) [(a b c) (list c b a)])',
     "'(3 2 1)"),
    ("(match* () [() 'nothing])",
     "'nothing"),
    ('(struct animal (name)) (struct dog animal (breed)) (match (dog "rex" \'lab) [(dog n b) (list n b)])',
     '\'("rex" lab)'),
    ('(struct animal (name)) (struct dog animal (breed)) (match (dog "rex" \'lab) [(animal n) n])',
     '"rex"'),
    ('(struct animal (name)) (struct dog animal (breed)) (match (animal "cat") [(dog n b) \'dog] [(animal n) n])',
     '"cat"'),
    ("(match '(1 2 3) [(list a b c) (=> skip) (if (= a 1) (skip) 'first)] [(list a ...) (list 'second a)])",
     "'(second (1 2 3))"),
    ('(define (f x) (match x [(? string?) "s"] [(? number? (? positive?)) "pos"] [(? number?) "num"])) (map f \'("a" 5 -5))',
     '\'("s" "pos" "num")'),
    ('(match 5 [(and (? number?) (not 4) x) x])',
     '5'),
    ("(match '(1 2) [(or (list a 1) (list a 2)) a])",
     '1'),
    ('(match (list 1 (vector 2 (box 3))) [(list a (vector b (box c))) (+ a b c)])',
     '6'),
    ('(match "abc" [(app string-length 3) \'three])',
     "'three"),
    ("(match '(1 2 3) [(list (app (lambda (x) (* x 10)) xs) ...) xs])",
     "'(10 20 30)"),
    ("(match 'x [(== 'x eq?) 'same])",
     "'same"),
    ("(match '(1 . 2) [(cons (? odd?) (? even?)) 'ok])",
     "'ok"),
    ("(match '(1 2 3) [(list-rest 1 more) more])",
     "'(2 3)"),
    ('(match-define (vector x y) #(10 20)) (* x y)',
     '200'),
    ("(match-define (cons (list a b) c) '((1 2) . 3)) (list a b c)",
     "'(1 2 3)"),
    ("(define (g p) (match-define (list x y) p) (+ x y)) (g '(3 4))",
     '7'),
    ("(match-define `(,h . ,t) '(1 2 3)) (list h t)",
     "'(1 (2 3))"),
    ("(match-let ([(list a b) '(1 2)] [(vector c) #(3)]) (list a b c))",
     "'(1 2 3)"),
    ('(match-let* ([a 1] [(list b) (list (+ a 1))]) (list a b))',
     "'(1 2)"),
    ('(match-let () 5)',
     '5'),
    ("(let ([f (match-lambda [(list x) x] [(list x y) (+ x y)])]) (list (f '(1)) (f '(1 2))))",
     "'(1 3)"),
    ("((match-lambda* [(list) 'none] [(list a) 'one] [_ 'many]) 1 2 3)",
     "'many"),
    ("((match-lambda* [(list) 'none] [(list a) 'one] [_ 'many]))",
     "'none"),
    ('(match 3 [(? (lambda (n) (> n 2)) n) (* n n)])',
     '9'),
    ("(match '(1 2 3) [(list a ... b) #:when (= b 3) (apply + a)])",
     '3'),
    ("(match 1 [x #:when (= x 2) 'two])",
     'ERROR: match: no matching clause for 1'),
    ("(match '(a b c) [(list 'a 'b x) x])",
     "'c"),
    ("(match '(a b c) [(list 'a 'c x) x] [(list _ ...) 'fallback])",
     "'fallback"),
    ("(match 1 [(? odd? (? (lambda (x) (> x 0)))) 'odd-positive])",
     "'odd-positive"),
    ('(match (list 1 2) [(list a b) (set! a 10) (list a b)])',
     "'(10 2)"),
    ('(match (list 1 2) [(list x y) (let ([x (* x 100)]) (+ x y))])',
     '102'),
    ("(for/list ([p '((1 . a) (2 . b))]) (match p [(cons n s) (list s n)]))",
     "'((a 1) (b 2))"),
    ('(define lst (for/list ([i 3]) (match i [n (lambda () n)]))) (map (lambda (f) (f)) lst)',
     "'(0 1 2)"),
    ("(match '(1 2 3 4) [(list a b ...) #:when (null? b) 'one] [(list a b ...) b])",
     "'(2 3 4)"),
    ("(match '((a . 1) (b . 2)) [(list (cons (? symbol? k) v) ...) (list k v)])",
     "'((a b) (1 2))"),
    ("(match (hash 'a 1) [(? hash? h) 'hash])",
     "'hash"),
    ('(match "x" [(or "x" "y") \'xy])',
     "'xy"),
    ("(match #\\b [(or #\\a #\\b) 'ab])",
     "'ab"),
    ("(match 0.5 [(? inexact?) 'float])",
     "'float"),
    ("(match -0.0 [0.0 'zero] [_ 'no])",
     "'no"),
    ('(match (list 1 2 3) [(list a ..3) a])',
     "'(1 2 3)"),
    ("(match 1 [(list a ..3) a] [_ 'no])",
     "'no"),
    ("(match '(1 2 3) [(list a ... b ... c) (list a b c)])",
     "'((1 2) () 3)"),
    ('(define (f) (struct q (a)) (match (q 1) [(q a) a])) (f)',
     '1'),
    ('(define (f v) (match v [(list (? string? s) ...) (apply string-append s)])) (f \'("a" "b"))',
     '"ab"'),
    ('(match (list 1 2) [(list x y) (for/list ([i x] [j (in-range y 10)]) (list i j))])',
     "'((0 2))"),
]


@pytest.mark.parametrize("source, expected", CASES, ids=[case_id(s) for s, _ in CASES])
def test_match(source: str, expected: str) -> None:
    assert run(source) == expected


@requires_racket
def test_racket_agrees() -> None:
    """Every expectation above is what Racket 8.7 itself prints."""
    assert_racket_agrees(CASES)


# ------------------------------------------------------------------ beyond output

def test_no_match_is_exn_fail_not_contract() -> None:
    src = ("(with-handlers ([exn:fail:contract? (lambda (e) 'contract)] "
           "[exn:fail? (lambda (e) (exn-message e))]) (match '(1 2) [(list a) a]))")
    assert run(src) == "\"match: no matching clause for '(1 2)\""


def test_clause_bodies_are_tail_calls() -> None:
    src = ("(define (loop n) (match n [0 'done] [(? even?) (loop (- n 1))] [_ #:when #t (loop (- n 1))]))"
           " (loop 100000)")
    assert run_shallow(src) == "'done"
    src = "(define (loop n) (match* (n 0) [(0 _) 'done] [(_ _) (loop (- n 1))])) (loop 100000)"
    assert run_shallow(src) == "'done"
    src = "(define loop (match-lambda [0 'done] [n (loop (- n 1))])) (loop 100000)"
    assert run_shallow(src) == "'done"


def test_run_shallow_detects_deep_recursion() -> None:
    src = "(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1))))) (deep 5000)"
    assert run(src) == "5000"
    assert "recursion" in run_shallow(src)


def test_match_define_names() -> None:
    from minischeme.compilation.compiler import Compiler
    from minischeme.values.data import sym
    from minischeme.forms.match import match_define_names
    from minischeme.reading.reader import read_all
    c = Compiler(Interpreter().ns)
    form = read_all("(match-define (list a (cons b _) (vector c ...) (? number? d) (app f e)) x)")[0]
    assert match_define_names(c, form, None) == [sym(n) for n in "abcde"]


def test_internal_match_define() -> None:
    src = "(define (f p) (match-define (list x y) p) (define z (+ x y)) (* z 2)) (f '(1 2))"
    assert run(src) == "6"


def test_pattern_variables_are_fresh_per_call() -> None:
    src = ("(define (mk p) (match p [(list a) (lambda () a)])) "
           "(define f1 (mk '(1))) (define f2 (mk '(2))) (list (f1) (f2))")
    assert run(src) == "'(1 2)"


def test_match_on_large_list_with_ellipsis() -> None:
    src = "(match (build-list 100000 values) [(list (? number? xs) ...) (length xs)])"
    assert run(src) == "100000"


def test_struct_pattern_in_module_before_struct_definition() -> None:
    src = "(define (x-of p) (match p [(pt x _) x])) (struct pt (x y)) (x-of (pt 7 8))"
    assert run(src) == "7"


def test_unknown_struct_pattern_is_a_syntax_error() -> None:
    assert run("(define (f v) (match v [(nope a) a])) 1") == (
        "ERROR: match: syntax error in pattern\n  in: (nope a)")


def test_regexp_patterns() -> None:
    from minischeme.primitives import libraries
    if "regexp-match" not in libraries().get("racket/base", {}):
        pytest.skip("the core has no regexp-match yet")
    assert run('(match 5 [(regexp "x") 1] [_ 2])') == "2"
    assert run('(match "abc" [(regexp #rx"(b)(c)" (list all b c)) (list all b c)])') == """'("bc" "b" "c")"""
    assert run('(match "abc" [(pregexp "^a") 1])') == "1"


def test_list_no_order_matches_elements_in_any_order_with_an_optional_ellipsis_for_the_rest():
    # expected values: racket 8.7 on the same module
    assert run("""(match '(1 2 3) [(list-no-order 3 x 1) x] [_ 'no])
(match '(1 2 3) [(list-no-order 3 x) x] [_ 'no])
(match '(1 2 3) [(list-no-order (? even? e) o ...) (list e o)] [_ 'no])
(match '(1 (2 a) 3) [(list-no-order (list x 'a) y z) (list x y z)] [_ 'no])
(match '() [(list-no-order) 'empty] [_ 'no])
(match 5 [(list-no-order a) a] [_ 'no])
(define (f v) (match v [(list-no-order 3 x 1) (list 'a x)] [(list-no-order (? even? e) o ...) (list 'b e o)] [_ 'no]))
(f '(5 4 7))
(f '(1 3 5))
(for/list ([v '((3 1 9) (2) ())]) (match v [(list-no-order 1 y ...) y] [_ 'no]))""") == (
        "2\n'no\n'(2 (1 3))\n'(2 1 3)\n'empty\n'no\n'(b 4 (5 7))\n'(a 5)\n'((3 9) no no)")


def test_hash_table_pattern_matches_entries_leaving_others_unless_an_ellipsis_takes_them():
    assert run("""(match (hash 'a 1 'b 2) [(hash-table ('a x)) (list 'one x)] [_ 'no])
(match (hash 'a 1 'b 2 'c 3) [(hash-table ('a x) ('b y)) (list 'two x y)] [_ 'no])
(match (hash 'a 1 'b 2) [(hash-table (k 1) ('b y)) (list k y)] [_ 'no])
(match (hash 'a 1 'b 2) [(hash-table (k v) ...) (sort (map ~a k) string<?)] [_ 'no])
(match (hash) [(hash-table) 'empty] [_ 'no])
(match 5 [(hash-table) 'empty] [_ 'no])
(match (make-hash '((a . 1))) [(hash-table ('a x)) x] [_ 'no])
(define (f v) (match v [(hash-table ('k x) (k2 v2) ...) (list 'h x k2 v2)] [_ 'no]))
(f (hash 'k 1 'z 2))
(f (hash 'k 1))
(f (hash 'z 1))""") == (
        "'(one 1)\n'(two 1 2)\n'(a 2)\n'(\"a\" \"b\")\n'empty\n'no\n1\n'(h 1 (z) (2))\n'(h 1 () ())\n'no")
