"""racket/stream: streams are lazy and memoizing, work when infinite, print as #<stream>
(tests/differential/streams.* checks them against Racket)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter


def evaluate(text: str, lang: str = "racket") -> list[str]:
    it = Interpreter(lang)
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_stream_cons_delays_and_remembers_its_parts():
    out = evaluate("(define n 0)"
                   "(define s (stream-cons (begin (set! n (add1 n)) n) (error 'never-forced)))"
                   "(list n (stream-first s) (stream-first s) n)")
    assert out[-1] == "'(0 1 1 1)"


def test_infinite_streams_map_filter_and_take_lazily():
    out = evaluate("(define (from n) (stream-cons n (from (add1 n))))"
                   "(stream->list (stream-take (stream-filter even? (stream-map add1 (from 0))) 4))"
                   "(stream-ref (for/stream ([i (in-naturals)]) (* i i)) 12)")
    assert out[1:] == ["'(2 4 6 8)", "144"]


def test_streams_print_opaquely_and_lists_are_streams():
    assert evaluate("(stream 1 2) (list empty-stream) (stream-first '(7 8)) (stream? '())") == [
        "#<stream>", "'(#<stream>)", "7", "#t"]


def test_errors_are_rackets():
    assert evaluate("(stream-first (stream))")[0].startswith(
        "stream-first: contract violation\n  expected: (and/c stream? (not/c stream-empty?))")
    assert evaluate("(stream-ref (stream 1 2) 5)")[0] == (
        "stream-ref: stream ended before index\n  index: 5")


def test_stream_forms_need_racket_stream():
    assert evaluate("(stream 1)", lang="racket/base")[0].startswith("stream: ")
    assert evaluate("(require racket/stream) (stream-first (stream 1))",
                    lang="racket/base")[1] == "1"
