"""`syntax-case` transformers whose clauses are only templates (`#'template`): as
syntax-rules (what course files write: `(define-syntax (swap! stx) (syntax-case stx () ...))`).
Any other procedural transformer runs where racket/base is bound for syntax (`#lang racket`;
syntax_parse.py), and is refused as Racket refuses it elsewhere.

Expected values are Racket 8.7's (`racket FILE`).
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(source: str) -> tuple[str, str | None]:
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue(), outcome.error


def test_syntax_case_of_templates_expands_like_syntax_rules():
    assert run("(define-syntax (swap! stx)\n  (syntax-case stx ()\n"
               "    [(_ a b) #'(let ([t a]) (set! a b) (set! b t))]))\n"
               "(define x 1) (define y 2) (swap! x y) (list x y)\n"
               "(define-syntax my-if (lambda (stx) (syntax-case stx (then else)\n"
               "  [(_ c then t else e) (syntax (cond [c t] [else e]))])))\n"
               "(my-if #f then 1 else 2)\n"
               "(define-syntax (while stx) (syntax-case stx ()\n"
               "  [(_ c body ...) #'(let lp () (when c body ... (lp)))]))\n"
               "(define n 2) (while (> n 0) (display n) (set! n (- n 1)))") == (
        "'(2 1)\n2\n21", None)


def test_a_transformer_with_other_code_runs_where_racket_base_is_in_the_transformer_phase():
    assert run("(define-syntax (m stx) (syntax-case stx () [(_ x) (if #t #'x #'x)]))\n(m 5)") \
        == ("5\n", None)


def test_racket_base_without_it_for_syntax_refuses_it_as_racket_does():
    it = Interpreter(lang="racket/base")
    outcome = it.load_text("#lang racket/base\n(define-syntax (m stx) (syntax-case stx () "
                           "[(_ x) (if #t #'x #'x)]))\n", "t.rkt", lambda v: None)
    assert outcome.error.startswith(
        "t.rkt:2:24: syntax-case: unbound identifier;\n also, no #%app syntax transformer is "
        "bound in the transformer phase\n  at: syntax-case\n")
