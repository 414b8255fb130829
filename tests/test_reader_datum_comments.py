"""Stacked datum comments as Racket 8.7 reads them: `#;#;a b` comments out both a and b
(the inner `#;` takes a, the outer the next datum). Found by the fresh corpus (issue 30):
a file that switches tests off with `#;#;#;#;#;` before five forms."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter


def evaluate(text: str) -> list[str]:
    it = Interpreter()
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_stacked_datum_comments_take_one_datum_each():
    # racket: '(1 4), 5, '(x)
    assert evaluate("(list 1 #;#;2 3 4)") == ["'(1 4)"]
    assert evaluate("(+ 1 #; #; 2 3 4)") == ["5"]
    assert evaluate("(quote (x #;#;y z))") == ["'(x)"]


def test_stacked_datum_comments_at_top_level_and_before_a_close():
    assert evaluate("#;#;#;(a) (b) (c) 7") == ["7"]
    out = evaluate("(list 1 #;#;2)")
    assert len(out) == 1 and "read-syntax: unexpected `)`" in out[0]
