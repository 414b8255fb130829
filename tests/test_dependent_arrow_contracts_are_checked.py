"""racket/contract's `->i` is checked (primitives/dependent_arrows.py): a dependent
contract gets the checked values of the arguments it names, an argument is checked after
those it depends on, #:pre and #:post conditions are tested, and the blame errors are
Racket 8.7's (asked while writing these; many more whole texts in
tests/differential/contract_dependent_arrows)."""
from __future__ import annotations

import pytest

from minischeme.primitives.dependent_arrows import BadArrow, parse
from minischeme.reading.reader import read_all
from minischeme.running.interpreter import Interpreter

DEFS = """
(define/contract (f x y) (->i ([x integer?] [y (x) (>=/c x)]) [r (x y) (=/c (+ x y))]) (+ x y))
(define/contract (g x y) (->i ([x (y) (>/c y)] [y integer?]) [r (x) (</c x)]) (+ x y))
(define/contract (h x) (->i ([x real?]) #:pre (x) (positive? x) [r real?]) (- x))
(define/contract (q x) (->i ([x integer?]) [r integer?] #:post (r x) (> r x)) x)
"""


def evaluate(expr: str) -> str:
    interp = Interpreter(lang="racket")
    last = interp.eval_string(DEFS + expr)[-1]
    if last.error is not None:
        return last.error.split("\n  context...:")[0]
    return interp.format_value(last.value)


@pytest.mark.parametrize("expr, expected", [
    ("(f 1 2)", "3"),
    ("(f 1 0)", "f: contract violation\n  expected: (>=/c 1)\n  given: 0\n  in: the y argument of\n"
                "      (->i\n       ((x integer?) (y (x) (>=/c x)))\n       (r (x y) (=/c (+ x y))))"),
    ("(g 'a 'b)", "g: contract violation\n  expected: integer?\n  given: 'b\n  in: the y argument of"),
    ("(g 3 2)", "g: broke its own contract\n  promised: a number strictly less than 3\n"
                "  produced: 5\n  in: the r result of"),
    ("(h -1)", "h: contract violation\n  #:pre condition violation; variables are:\n      x: -1\n"
               "  in: (->i\n       ((x real?))\n       #:pre\n       (x)\n       (positive? x)\n"
               "       (r real?))"),
    ("(q 1)", "q: broke its own contract\n  #:post condition violation; variables are:\n"
              "      r: 1\n      x: 1\n  in: (->i"),
    ("(f 1)", "f: arity mismatch;\n the expected number of arguments does not match the given "
              "number\n  expected: 2\n  given: 1\n  arguments...:\n   1"),
])
def test_dependent_arrow_blame(expr: str, expected: str) -> None:
    assert evaluate(expr).startswith(expected)


def test_a_form_it_does_not_read_is_bad_syntax() -> None:
    assert "->i: bad syntax" in evaluate("(->i ([x integer?]))")
    with pytest.raises(BadArrow):
        parse(read_all("(->i ([x]) any)")[0])
