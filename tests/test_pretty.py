"""pretty.py: Racket's pretty-print at 79 columns, as `racket -i` shows results.

The expected texts were printed by Racket 8.7 (`racket -i`); the last test compares a few
hundred random values with real Racket where it is installed.
"""
from __future__ import annotations

import random
import subprocess
import textwrap

import pytest

from minischeme.values.data import NIL, make_list, sym
from minischeme.running.interpreter import Interpreter
from minischeme.values.pretty import pretty_string

from racket_oracle import RACKET  # noqa: E402  (None also when MINISCHEME_HIDE_RACKET=1)


@pytest.fixture(scope="module")
def interp() -> Interpreter:
    it = Interpreter()
    for d in ["(struct tc (a b) #:transparent)", "(struct oc (a))", "(struct pf (a b) #:prefab)"]:
        [outcome] = it.eval_string(d)
        assert outcome.error is None, outcome.error
    return it


def pp(interp: Interpreter, expr: str, width: int = 79) -> str:
    [outcome] = interp.eval_string(expr)
    assert outcome.error is None, outcome.error
    return pretty_string(outcome.value, width)


def block(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def test_short_values_stay_on_one_line(interp):
    assert pp(interp, "'(1 2 3)") == "'(1 2 3)"
    assert pp(interp, "(cons 'H 3)") == "'(H . 3)"
    assert pp(interp, "'hello") == "'hello"
    assert pp(interp, '"a string"') == '"a string"'
    assert pp(interp, "(tc 1 '(2 3))") == "(tc 1 '(2 3))"


def test_79_columns_fit_and_80_wrap(interp):
    fits = pp(interp, "(append (make-list 37 1) (list 10))")
    assert len(fits) == 79 and "\n" not in fits
    wrapped = pp(interp, "(append (make-list 37 1) (list 100))").split("\n")
    assert wrapped[0] == "'(1" and wrapped[1] == "  1" and wrapped[-1] == "  100)"


def test_a_long_list_puts_one_element_per_line(interp):
    assert pp(interp, "(range 12)", width=20) == block("""
        '(0
          1
          2
          3
          4
          5
          6
          7
          8
          9
          10
          11)""")


def test_nested_lists_break_only_where_needed(interp):
    assert pp(interp, "(list (range 15) (range 15) (range 15))") == block("""
        '((0 1 2 3 4 5 6 7 8 9 10 11 12 13 14)
          (0 1 2 3 4 5 6 7 8 9 10 11 12 13 14)
          (0 1 2 3 4 5 6 7 8 9 10 11 12 13 14))""")


def test_a_deck_of_cards(interp):
    text = pp(interp, "(for*/list ([s '(H D)] [r '(A 2 3)]) (cons s r))", width=20)
    assert text == block("""
        '((H . A)
          (H . 2)
          (H . 3)
          (D . A)
          (D . 2)
          (D . 3))""")


def test_code_shaped_lists_use_racket_styles(interp):
    expr = ("'(define (f x) (cond ((null? x) 0) ((pair? x) (+ 1 (f (cdr x)))) "
            "(else (error \"bad thing happened\" x))))")
    assert pp(interp, expr) == block("""
        '(define (f x)
           (cond
            ((null? x) 0)
            ((pair? x) (+ 1 (f (cdr x))))
            (else (error "bad thing happened" x))))""")
    expr = "'(let loop ((i 0) (acc '())) (if (> i 10) (reverse acc) (loop (+ i 1) (cons (* i i) acc))))"
    assert pp(interp, expr) == block("""
        '(let loop ((i 0) (acc '()))
           (if (> i 10) (reverse acc) (loop (+ i 1) (cons (* i i) acc))))""")


def test_vectors_structs_hashes_and_tails(interp):
    assert pp(interp, "(for/vector ([i 4]) (* i 100))", width=10) == block("""
        '#(0
           100
           200
           300)""")
    assert pp(interp, "(for/list ([i 3]) (tc i 'hearts))", width=20) == block("""
        (list
         (tc 0 'hearts)
         (tc 1 'hearts)
         (tc 2 'hearts))""")
    expr = "(for/hash ([s '(hearts spades clubs diamonds)] [i 4]) (values s (make-list 6 i)))"
    assert pp(interp, expr) == block("""
        '#hash((clubs . (2 2 2 2 2 2))
               (diamonds . (3 3 3 3 3 3))
               (hearts . (0 0 0 0 0 0))
               (spades . (1 1 1 1 1 1)))""")
    assert pp(interp, "(list* 'a 'b (make-string 70 #\\x))") == block(f"""
        '(a
          b
          .
          "{'x' * 70}")""")


def test_write_mode_has_no_quote():
    v = make_list([sym("a"), make_list([sym("quote"), sym("b")]), NIL])
    assert pretty_string(v, mode="write") == "(a 'b ())"
    assert pretty_string(v, mode="print") == "'(a 'b ())"


def test_deep_and_long_values_do_not_blow_up(interp):
    long = pp(interp, "(range 20000)")
    assert long.count("\n") == 19999
    deep = pp(interp, "(for/fold ([acc '()]) ([i 300]) (list acc))")
    assert deep.startswith("'((((") and deep.endswith("))))")


# ------------------------------------------------------------------ against real Racket

_HEADS = ["define", "lambda", "let", "let*", "cond", "if", "and", "or", "begin", "case", "do",
          "when", "set!", "module", "syntax-case", "make-object", "quote", "unquote", "foo", "λ"]
_SYMS = ["a", "hearts", "ace", "draw", "H", "|two words|", "define", "else", "1+"]


def _atom(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.35:
        return str(rng.choice([0, 1, 10, 123456, -5, 3.5, 1e21]))
    if r < 0.7:
        return "'" + rng.choice(_SYMS)
    if r < 0.8:
        return '"' + rng.choice(["s", "hello world", "a\\nb", "long string " * rng.randint(1, 4)]) + '"'
    if r < 0.9:
        return rng.choice(["#\\a", "#\\space", "#t", "#f", "(void)", "car", "1/3"])
    return "'()"


def _value(rng: random.Random, depth: int) -> str:
    if depth <= 0 or rng.random() < 0.25:
        return _atom(rng)
    n = rng.randint(0, 9) if rng.random() < 0.8 else rng.randint(10, 25)
    r = rng.random()
    sub = lambda: _value(rng, depth - 1)  # noqa: E731
    if r < 0.45:
        items = [sub() for _ in range(n)]
        if items and rng.random() < 0.4:
            items[0] = "'" + rng.choice(_HEADS)
        return "(list " + " ".join(items) + ")"
    if r < 0.55:
        return "(list* " + " ".join(sub() for _ in range(max(n, 1))) + " " + _atom(rng) + ")"
    if r < 0.65:
        return "(vector " + " ".join(sub() for _ in range(n)) + ")"
    if r < 0.72:
        return f"(tc {sub()} {sub()})"
    if r < 0.76:
        return f"(pf {sub()} {sub()})"
    if r < 0.78:
        return f"(oc {sub()})"
    if r < 0.82:
        return f"(box {sub()})"
    if r < 0.86:
        keys = rng.sample(["'a", "'b", "1", "2", '"k"', "#\\z"], rng.randint(0, 4))
        return "(hash " + " ".join(f"{k} {sub()}" for k in keys) + ")"
    if r < 0.9:
        return f"(list 'quote {sub()})"
    return f"(cons {sub()} {sub()})"


_RACKET_PRINTER = """#lang racket/base
(require racket/pretty)
(struct tc (a b) #:transparent)
(struct oc (a))
(struct pf (a b) #:prefab)
(for ([width (list %s)] [value (list %s)])
  (parameterize ([pretty-print-columns width])
    (pretty-print value))
  (displayln "@@@"))
"""


@pytest.mark.skipif(RACKET is None, reason="racket is not installed: the comparison with "
                    "Racket's pretty-print needs it (apt-get install -y racket)")
def test_random_values_print_as_racket_pretty_prints(interp, tmp_path):
    rng = random.Random(20240607)
    cases = [(rng.choice([79, 79, 40, 20]), _value(rng, rng.randint(1, 4))) for _ in range(200)]
    script = tmp_path / "pp.rkt"
    script.write_text(_RACKET_PRINTER % (" ".join(str(w) for w, _ in cases),
                                         "\n".join(e for _, e in cases)))
    proc = subprocess.run([RACKET, str(script)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    expected = proc.stdout.split("@@@\n")[:-1]
    assert len(expected) == len(cases)
    for (width, expr), want in zip(cases, expected):
        assert pp(interp, expr, width) + "\n" == want, f"width {width}: {expr}"
