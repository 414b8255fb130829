"""A name defined twice, once or both times by `define-syntax` (or `define-syntax-rule`),
is Racket's syntax error: in a module `module: identifier already defined` at the second
definition's name, showing the core form (`define-syntaxes`, `define-values`); in a body
`define-syntaxes: duplicate binding name` (or `define-values:` when the second is a
variable's), as two `define`s of one name in a body are. Racket 8.7's first three lines
of the error are recorded below."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

RULE = "(syntax-rules () [(_ a) a])"
RULE_SHOWN = "(syntax-rules () ((_ a) a))"

CASES = {
    "two-define-syntax": (
        f"(define-syntax m {RULE})\n(define-syntax m {RULE})",
        ["main.rkt:3:15: module: identifier already defined", "  at: m",
         f"  in: (define-syntaxes (m) {RULE_SHOWN})"]),
    "define-then-define-syntax": (
        f"(define x 1)\n(define-syntax x {RULE})",
        ["main.rkt:3:15: module: identifier already defined", "  at: x",
         f"  in: (define-syntaxes (x) {RULE_SHOWN})"]),
    "define-syntax-then-define": (
        f"(define-syntax x {RULE})\n(define x 1)",
        ["main.rkt:3:8: module: identifier already defined", "  at: x",
         "  in: (define-values (x) 1)"]),
    "define-syntax-rule-twice": (
        "(define-syntax-rule (m a) a)\n(define-syntax-rule (m a) a)",
        ["main.rkt:3:21: module: identifier already defined", "  at: m",
         "  in: (define-syntaxes (m) (lambda (user-stx) (syntax-case** define-syntax-rule #t "
         "user-stx () free-identifier=? #f ((_ a) (syntax-protect (syntax/loc user-stx a))) "
         "(_ (pattern-failure user-stx (quote (a)))))))"]),
    "procedure-after-transformer": (
        "(define-syntax (m stx) #'1)\n(define (m) 1)",
        ["main.rkt:3:9: module: identifier already defined", "  at: m",
         "  in: (define-values (m) (lambda () 1))"]),
    "imported-name-twice": (
        f"(define-syntax or {RULE})\n(define-syntax or {RULE})",
        ["main.rkt:3:15: module: identifier already defined", "  at: or",
         f"  in: (define-syntaxes (or) {RULE_SHOWN})"]),
    "body-two-define-syntax": (
        f"(define (f)\n  (define-syntax m {RULE})\n  (define-syntax m {RULE})\n  1)",
        ["main.rkt:4:17: define-syntaxes: duplicate binding name", "  at: m",
         f"  in: (define-syntaxes (m) {RULE_SHOWN})"]),
    "body-define-then-define-syntax": (
        f"(define (f)\n  (define m 1)\n  (define-syntax m {RULE})\n  1)",
        ["main.rkt:4:17: define-syntaxes: duplicate binding name", "  at: m",
         f"  in: (define-syntaxes (m) {RULE_SHOWN})"]),
    "body-define-syntax-then-define": (
        f"(let ()\n  (define-syntax m {RULE})\n  (define m 1)\n  1)",
        ["main.rkt:4:10: define-values: duplicate binding name", "  at: m",
         "  in: (define-values (m) 1)"]),
    "procedure-calling-itself-defined-twice": (    # at the header's name, not the call's
        "(define (f x) x)\n(define (f x)\n  (define (g y) y)\n  (f x x x))",
        ["main.rkt:3:9: module: identifier already defined", "  at: f",
         "  in: (define-values (f) (lambda (x) (define (g y) y) (f x x x)))"]),
    "body-two-defines": (
        "(define (g) (define y 1) (define y 2) y)",
        ["main.rkt:2:33: define-values: duplicate binding name", "  at: y",
         "  in: (define-values (y) 2)"]),
}


def _program(body: str) -> dict[str, str]:
    return {"main.rkt": f'#lang racket\n{body}\n(displayln "ran")\n'}


@pytest.mark.parametrize("name", CASES)
def test_the_second_definition_is_racket_s_error(name: str, tmp_path: Path) -> None:
    body, lines = CASES[name]
    out, code, err = minischeme_run_whole(_program(body), tmp_path, "main.rkt")
    assert (out, code, err.splitlines()[:3]) == ("", 1, lines)


def test_a_body_may_define_a_parameter_s_name_and_a_macro(tmp_path: Path) -> None:
    body = ("(define (f x) (define x 2) (define-syntax m (syntax-rules () [(_) 1])) (list x (m)))\n"
            "(displayln (f 1))")
    assert minischeme_run_whole(_program(body), tmp_path, "main.rkt") == ("(2 1)\nran\n", 0, "")


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recorded_lines_are_racket_s(name: str, tmp_path: Path) -> None:
    body, lines = CASES[name]
    out, code, err = racket_run_whole(_program(body), tmp_path, "main.rkt")
    assert (out, code, err.splitlines()[:3]) == ("", 1, lines)
