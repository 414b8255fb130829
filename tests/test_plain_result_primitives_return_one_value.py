"""The primitives whose calls the generator leaves unchecked (inliners.PLAIN_RESULTS: one
value, never a TailCall) must never return multiple values or a tail call: their Python
code builds neither and returns no procedure's result. A primitive added to the list that
does would let `(+ 1 (p ...))` take a TailCall or MultipleValues as a number."""
import inspect

import pytest

from minischeme.compilation.inliners import PLAIN_RESULTS
from minischeme.primitives import lookup_primitive
from minischeme.values.procedures import Primitive

FORBIDDEN = ("TailCall(", "make_tail_call(", "MultipleValues(", "return apply_procedure(", "_T(", "_MT(",
             "values_of(")


@pytest.mark.parametrize("name", sorted(PLAIN_RESULTS))
def test_plain_primitive_builds_no_tail_call_or_values(name: str) -> None:
    prim = lookup_primitive(name)
    assert type(prim) is Primitive, name
    try:
        source = inspect.getsource(prim.fn)
    except (OSError, TypeError):        # a builtin (operator.add ...): returns one value
        return
    for text in FORBIDDEN:
        assert text not in source, (name, text)


def test_plain_primitives_answer_one_value_when_called() -> None:
    from minischeme.running.interpreter import Interpreter
    from minischeme.values.ports import capture_output
    it = Interpreter()
    src = ("#lang racket\n(define (f x) (list (sqr x) (fourth '(1 2 3 4)) (char-numeric? #\\5)"
           " (set-count (set-add (set 1) x)) (hash-keys (hash-set (hash) x 1)) (exact-truncate 2.5)"
           " (index-of '(a b) 'b) (string-contains? \"abc\" \"bc\") (arithmetic-shift x 2)))\n(f 3)")
    with capture_output() as port:
        outcome = it.load_text(src, "t.rkt", lambda v: port.write(it.format_value(v) + "\n"))
    assert outcome.error is None
    assert port.getvalue() == "'(9 4 #t 2 (3) 2 1 #t 12)\n"
