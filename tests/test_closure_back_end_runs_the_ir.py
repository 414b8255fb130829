"""The closure back end (closures.py) compiles the IR, as the Python-source back end does:
code at the top of a module, and every procedure when generating Python is switched off,
go through the expander, not through the S-expression compilers of the core forms.

The program's answers are Racket 8.7's (re-checked against `racket` when it is installed).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_prints, needs_racket, racket_prints  # noqa: E402

from minischeme.compilation import codegen  # noqa: E402
from minischeme.values.data import sym  # noqa: E402
from minischeme.values.procedures import Closure  # noqa: E402
from minischeme.expansion.syntax import SPECIAL_FORMS  # noqa: E402

PROGRAM = """#lang racket/base
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(displayln (fact 20))
(define (count-down n acc) (if (= n 0) acc (count-down (- n 1) (+ acc 1))))
(displayln (count-down 300000 0))
(displayln (let loop ([i 0] [acc '()]) (if (= i 5) (reverse acc) (loop (add1 i) (cons i acc)))))
(define f (case-lambda [(x) x] [(x y) (+ x y)] [(x . r) r]))
(displayln (list (f 1) (f 1 2) (f 1 2 3)))
(define (kw a #:b [b 10] #:c c) (list a b c))
(displayln (kw 1 #:c 3))
(define (opt a [b (* a 2)] . r) (list a b r))
(displayln (list (opt 1) (opt 1 2) (opt 1 2 3)))
(define (mk) (define x 1) (define (g) x) (set! x 5) (g))
(displayln (mk))
(define counter (let ([n 0]) (lambda () (set! n (add1 n)) n)))
(counter)
(displayln (counter))
(define-values (get put!)
  (let ([box '()]) (values (lambda () box) (lambda (v) (set! box (cons v box))))))
(put! 1) (put! 2)
(displayln (get))
(displayln (let ([a 1]) (let ([g (lambda () a)]) (set! a 2) (g))))
(displayln (let loop ([i 0] [fs '()])
             (if (= i 3) (map (lambda (g) (g)) fs) (loop (add1 i) (cons (lambda () i) fs)))))
(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1)))))
(displayln (deep 100000))
(displayln (call-with-values (lambda () (values 1 2)) list))
(displayln (with-handlers ([exn:fail? exn-message]) (letrec ([a (lambda () b)] [b (a)]) b)))
(displayln (with-handlers ([exn:fail? exn-message]) (let ([x (values 1 2)]) x)))
(displayln (with-handlers ([exn:fail? exn-message]) (kw 1)))
(displayln (let* ([x 1] [y (+ x 1)]) (let-values ([(a b) (values x y)]) (list a b))))
(define v (make-vector 3 0))
(let loop ([i 0]) (when (< i 3) (vector-set! v i (* i i)) (loop (add1 i))))
(displayln v)
(displayln ((lambda (x #:y [y 2]) (+ x y)) 1 #:y 5))
(displayln (let ([h (make-hash)]) (hash-ref! h 'k (lambda () 7)) (hash-ref h 'k)))
(define x-top 1)
(set! x-top (+ x-top 1))
(displayln x-top)
(displayln (for/list ([i 3]) (let ([sq (lambda () (* i i))]) (sq))))
(displayln (with-handlers ([exn:fail? exn-message]) (let () (define a b) (define b 1) a)))
(displayln (let () (define (f) (g)) (define (g) 7) (f)))
(displayln (with-handlers ([exn:fail? exn-message]) (car '())))
"""

RACKET_PRINTS = """2432902008176640000
300000
(0 1 2 3 4)
(1 3 (2 3))
(1 10 3)
((1 2 ()) (1 2 ()) (1 2 (3)))
5
1
2
(2 1)
2
(2 1 0)
100000
(1 2)
b: undefined;
 cannot use before initialization
result arity mismatch;
 expected number of values not received
  expected: 1
  received: 2
application: required keyword argument not supplied
  procedure: kw
  required keyword: #:c
  arguments...:
   1
(1 2)
#(0 1 4)
6
7
2
(0 1 4)
b: undefined;
 cannot use before initialization
7
car: contract violation
  expected: pair?
  given: '()
"""

CORE_FORMS = ("quote", "if", "begin", "begin0", "lambda", "λ", "case-lambda", "let", "letrec",
              "set!")


@pytest.fixture
def core_form_compilers_called(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the core forms whose S-expression compilers (forms.py) ran."""
    called: list[str] = []
    for name in CORE_FORMS:
        original = SPECIAL_FORMS[sym(name)]

        def spy(c, x, blk, tail, loc, original=original, name=name):
            called.append(name)
            return original(c, x, blk, tail, loc)
        monkeypatch.setitem(SPECIAL_FORMS, sym(name), spy)
    return called


@pytest.mark.parametrize("generate", [True, False], ids=["python source", "closures only"])
def test_both_back_ends_print_what_racket_prints(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 generate: bool) -> None:
    monkeypatch.setattr(codegen, "ENABLED", generate)
    assert minischeme_prints(PROGRAM, tmp_path) == RACKET_PRINTS


@pytest.mark.parametrize("generate", [True, False], ids=["python source", "closures only"])
def test_no_core_form_is_compiled_from_s_expressions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     core_form_compilers_called: list[str],
                                                     generate: bool) -> None:
    monkeypatch.setattr(codegen, "ENABLED", generate)
    minischeme_prints(PROGRAM, tmp_path)
    assert core_form_compilers_called == []


def test_bad_syntax_is_reported_in_racket_words_by_the_expander(tmp_path: Path,
                                                                core_form_compilers_called: list[str]) -> None:
    program = "#lang racket/base\n(displayln 1)\n(if #t 1)\n"
    (tmp_path / "bad.rkt").write_text(program)
    from minischeme.running.interpreter import Interpreter
    outcome = Interpreter().load_text(program, str(tmp_path / "bad.rkt"), lambda v: None)
    assert 'if: missing an "else" expression' in str(outcome.error)
    assert core_form_compilers_called == []     # the expander says why, not the form's compiler


def test_a_lambda_in_a_top_level_let_is_python_source_sharing_the_frame() -> None:
    """The lambda is translated to Python although the `let` around it runs as closures,
    and both see one variable (the generated code reads it from the frame)."""
    from minischeme.running.interpreter import Interpreter
    interp = Interpreter()
    interp.eval_string("(define n 'unset)"
                       "(define bump (let ([k 0]) (set! n (lambda () k)) (lambda () (set! k (add1 k)) k)))")
    bump = interp.eval_string("bump")[-1].value
    assert type(bump) is Closure and bump.fn is not None
    interp.eval_string("(bump) (bump)")
    assert interp.eval_string("(n)")[-1].value == 2


@needs_racket
def test_the_recorded_answers_are_racket_s(tmp_path: Path) -> None:
    assert racket_prints(PROGRAM, tmp_path) == RACKET_PRINTS
