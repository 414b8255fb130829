"""Promises are racket/promise's: `racket`, `scheme` and a `(require racket/promise)` have
`delay`, `lazy`, `force`, `delay/name` ...; `racket/base` has none of them (Racket 8.7:
`delay: unbound identifier`), and `eopl` has `delay` and `force` only.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(path: Path, source: str) -> tuple[str, str | None]:
    """Run the module file ``source`` (its `#lang` line included): what it prints, and the
    first line of its error (None if it ran to the end)."""
    path.write_text(source)
    it = Interpreter()
    it.source_path = str(path)
    with capture_output() as port:
        outcome = it.load_text(source, str(path), lambda v: port.write(it.format_value(v) + "\n"))
    error = None if outcome.error is None else str(outcome.error).splitlines()[0]
    return port.getvalue(), error


@pytest.mark.parametrize("name", ["delay", "lazy", "force", "delay/name", "promise?"])
def test_racket_base_has_no_promises(tmp_path, name):
    out, error = run(tmp_path / "p.rkt", f"#lang racket/base\n(define p ({name} 1))\n")
    assert error is not None and error.endswith(f"{name}: unbound identifier"), error


def test_requiring_racket_promise_brings_the_forms_and_procedures(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket/base\n(require racket/promise)\n"
                     "(define p (delay/name 1))\np\n(force p)\n(define q (lazy (delay 2)))\n"
                     "(force q)\nq\n(promise? (delay/strict 3))\n")
    assert error is None
    assert out == "#<promise:p>\n1\n2\n#<promise!2>\n#t\n"


def test_a_user_definition_named_delay_is_a_procedure_not_the_form(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket/base\n(require racket/promise)\n"
                     "(define (delay x) (list x))\n(define q (delay 5))\nq\n")
    assert (out, error) == ("'(5)\n", None)


def test_scheme_has_racket_promise(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang scheme\n(define n (delay/name 4))\n(force n)\nn\n")
    assert (out, error) == ("4\n#<promise:n>\n", None)


def test_eopl_has_delay_and_force_only(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang eopl\n(display (force (delay 1)))\n")
    assert (out, error) == ("1", None)
    out, error = run(tmp_path / "q.rkt", "#lang eopl\n(display (force (lazy 1)))\n")
    assert error is not None and error.endswith("lazy: unbound identifier"), error


def test_a_delay_without_a_body_is_racket_s_lambda_error(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket\n(delay)\n")
    assert error is not None and error.endswith("lambda: bad syntax"), error


def test_delay_thread_and_delay_idle_give_their_value_when_forced(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket\n(force (delay/thread (+ 1 2)))\n"
                     "(force (delay/idle #:tick 0.5 'idle))\n")
    assert (out, error) == ("3\n'idle\n", None)
