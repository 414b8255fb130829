"""Promises: delay, lazy, force, promise-forced?, and how Racket 8.7 prints them.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from pathlib import Path

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run_file(path: Path, source: str) -> str:
    """Run ``source`` as the `#lang racket` module file ``path``: what it prints."""
    path.write_text("#lang racket\n" + source + "\n")
    it = Interpreter()
    it.source_path = str(path)
    with capture_output() as port:
        outcome = it.load_text(path.read_text(), str(path),
                               lambda v: port.write(it.format_value(v) + "\n"))
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_forcing_runs_once_and_a_forced_promise_prints_its_value(tmp_path):
    assert run_file(tmp_path / "p.rkt",
                    "(define p (delay (begin (displayln \"computing\") 42)))\np\n(force p)\n"
                    "(force p)\np\n(promise-forced? p)\n(define s (delay \"s\"))\n(force s)\n"
                    "(display s)\n(newline)\ns\n(define v (delay (values 1 2)))\n(force v)\nv") == (
        "#<promise:p>\ncomputing\n42\n42\n#<promise!42>\n#t\n\"s\"\n#<promise!\"s\">\n"
        "#<promise!\"s\">\n1\n2\n#<promise!(values 1 2)>\n")


def test_a_promise_that_raised_raises_again_and_counts_as_forced(tmp_path):
    assert run_file(tmp_path / "p.rkt",
                    "(define calls 0)\n(define e (delay (set! calls (add1 calls)) (error \"x\")))\n"
                    "(with-handlers ([exn:fail? exn-message]) (force e))\n"
                    "(with-handlers ([exn:fail? exn-message]) (force e))\n"
                    "calls\ne\n(promise-forced? e)\n(promise-running? e)") == (
        "\"x\"\n\"x\"\n1\n#<promise!exn!\"x\">\n#t\n#f\n")


def test_lazy_forces_the_promise_its_body_gives_but_delay_does_not(tmp_path):
    assert run_file(tmp_path / "p.rkt", "(force (lazy (delay 3)))\n(force (lazy 5))\n"
                    "(promise? (force (delay (delay 3))))\n(promise? (force (lazy (delay (delay 3)))))"
                    ) == "3\n5\n#t\n#t\n"


def test_an_unbound_promise_is_named_by_its_source_location_cut_to_20_characters(tmp_path):
    # racket /tmp/abcdefgh/t15.rkt: #<promise:...tmp/abcdefgh/t15.rkt:2:0> but
    # #<procedure:...mp/abcdefgh/t15.rkt:3:0> (a procedure's name keeps 19)
    path = tmp_path / "p.rkt"
    text = "..." + str(path)[-20:]
    assert run_file(path, "(delay 1)\n(list (delay 2))\n(let ([r (delay 5)]) r)") == (
        f"#<promise:{text}:2:0>\n'(#<promise:{text}:3:6>)\n#<promise:r>\n")
