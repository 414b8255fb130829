"""racket/function's `thunk` and `thunk*`, racket/match's `define/match`: forms of `#lang
racket` (and `#lang scheme`) that racket/base has only once the library is required."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string


def last(source: str, lang: str = "racket") -> str:
    outcomes = Interpreter(lang).eval_string(source)
    assert all(o.error is None for o in outcomes[:-1]), [str(o.error) for o in outcomes]
    o = outcomes[-1]
    return str(o.error) if o.error is not None else print_string(o.value)


def test_thunk_makes_a_procedure_of_no_arguments_and_thunk_star_of_any():
    assert last("((thunk 1 2))") == "2"
    assert last("((thunk* 'x) 1 2 #:k 3)") == "'x"
    assert last("((thunk 1))", "racket/base").startswith("thunk: undefined;")   # not a form there
    assert last("(require racket/function) ((thunk 1))", "racket/base") == "1"


def test_define_match_defines_a_function_whose_arguments_are_matched():
    assert last("(define/match (fact n) [(0) 1] [(n) (* n (fact (- n 1)))]) (fact 5)") == "120"
    assert last("(define/match (f x y) [(1 2) 'a] [(_ _) 'b]) (list (f 1 2) (f 3 4))") == "'(a b)"
    # racket 8.7 names the form in its error
    assert last("(define/match (g x) [(1) 2]) (g 5)") == "define/match: no matching clause for 5"
