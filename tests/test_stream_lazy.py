"""racket/stream's `stream-lazy`, `stream-force` and `stream-cons #:eager` (Racket 8.7 has
these; there is no `define-stream`). Expected values are Racket's (`racket FILE`), asked
while writing these tests; tests/differential/streams.exprs has more.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(text: str) -> tuple[str, str | None]:
    interp = Interpreter()
    with capture_output() as out:
        outcome = interp.load_text("#lang racket\n" + text, "s.rkt",
                                   on_value=lambda v: out.write(interp.format_value(v) + "\n"))
    return out.getvalue(), outcome.error


def test_stream_lazy_evaluates_its_expression_once_when_first_looked_at():
    out, error = run("(define n 0)\n(define s (stream-lazy (begin (set! n (add1 n)) (stream 1 2 3))))\n"
                     "n\n(stream-first s)\nn\n(stream->list s)\nn\ns\n(stream? (stream-lazy 5))\n")
    assert (out, error) == ("0\n1\n1\n'(1 2 3)\n1\n#<stream>\n#t\n", None)


def test_stream_lazy_of_a_non_stream_fails_when_forced_naming_who():
    assert run("(stream-first (stream-lazy 7))")[1] == (
        "stream-lazy: delayed expression produced a non-stream\n  result: 7")
    assert run("(stream-first (stream-lazy #:who 'me 7))")[1] == (
        "me: delayed expression produced a non-stream\n  result: 7")


def test_stream_force_and_nested_lazy_streams():
    assert run("(stream->list (stream-force (stream-lazy (stream 9))))\n"
               "(stream->list (stream-lazy (stream-lazy (stream 1))))\n"
               "(stream-empty? (stream-lazy (list)))\n") == ("'(9)\n'(1)\n#t\n", None)
    assert run("(stream-force 5)")[1] == (
        "stream-force: contract violation\n  expected: stream?\n  given: 5")


def test_stream_cons_eager_parts_are_evaluated_at_once():
    assert run("(define n 0)\n(define s (stream-cons #:eager (begin (set! n 1) 'a) empty-stream))\n"
               "n\n(stream->list (stream-cons #:eager 1 #:eager (stream 2)))\n") == (
        "1\n'(1 2)\n", None)
    assert run("(stream-cons #:eager 1 #:eager 5)")[1] == (
        "stream-cons: contract violation\n  expected: stream?\n  given: 5")
