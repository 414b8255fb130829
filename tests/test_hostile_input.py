"""Hostile and broken input never produces a Python traceback (short form of the fuzzing)."""
import string

from hypothesis import given, settings, strategies as st

from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string, write_string
from minischeme.values.runtime import BUDGET

ATOMS = ["car", "cdr", "cons", "list", "+", "-", "/", "define", "lambda", "let", "if", "cond",
         "else", "'", "(", ")", "[", "]", "1", "0", "1/2", "2.5", "#t", "\"s\"", "#\\a", "x", "f",
         "'()", "map", "foldl", "apply", "values", "vector", "struct", "match", "for/list", "set!",
         "begin", "error", "raise", "with-handlers", "length", "sort", "`", ",", ",@", ".", "...",
         "define-syntax", "syntax-rules", "case", "do", "1e400", "+nan.0", "#:key", "hash-ref"]

INTERP = Interpreter()


def no_internal_error(text):
    """``text``'s outcomes are values or Racket's errors. Under a step limit: a soup can
    be a loop (`(define (f) (f)) (f)`), which would otherwise run until CI's time is up."""
    BUDGET.steps, BUDGET.max_steps = 0, 1_000_000
    try:
        outcomes = INTERP.eval_string(text)
    finally:
        BUDGET.max_steps = None
    for o in outcomes:
        assert o.error is None or "internal error" not in o.error, (text, o.error)
        if o.error is None:
            print_string(o.value), write_string(o.value)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(ATOMS), min_size=1, max_size=20))
def test_random_token_soup_gives_racket_errors_not_tracebacks(tokens):
    text = " ".join(tokens)
    no_internal_error(text + ")" * max(0, text.count("(") - text.count(")")))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.text(alphabet=string.printable + "λé\u00a0\u2028#|;", max_size=60))
def test_random_text_gives_racket_errors_not_tracebacks(text):
    no_internal_error(text)


def test_100000_open_parens_is_a_read_error():
    [o] = INTERP.eval_string("(" * 100000)
    assert o.error == "stdin:1:99999: read-syntax: expected a `)` to close `(`"


def test_100000_nested_lists_read_and_print():
    [o] = INTERP.eval_string("'" + "(" * 100000 + ")" * 100000)
    assert write_string(o.value).startswith("((((")


def test_huge_numbers_print_in_full():
    [o] = INTERP.eval_string("(expt 10 100000)")
    assert print_string(o.value) == "1" + "0" * 100000


def test_runaway_recursion_and_loops_stop_at_the_limits():
    from minischeme.values.runtime import BUDGET
    [o] = INTERP.eval_string("(define (f n) (+ 1 (f n))) (f 0)")[-1:]
    assert "recursion depth limit" in o.error
    BUDGET.steps, BUDGET.max_steps = 0, 100_000
    try:
        [o] = INTERP.eval_string("(let loop () (loop))")
    finally:
        BUDGET.max_steps = None
    assert o.error.startswith("step limit exceeded")
