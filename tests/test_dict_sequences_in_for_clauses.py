"""racket/dict's in-dict, in-dict-keys and in-dict-values written in a `for` clause check
their dict when the loop starts, in their own name (Racket's clause forms); the same
sequences as values are checked by dict-iterate-first when walked. `#lang scheme` has
racket/dict; `racket/base` has it once required.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from pathlib import Path

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(path: Path, source: str) -> tuple[str, str | None]:
    """Run the module file ``source``: what it prints, and its error's text (or None)."""
    path.write_text(source)
    it = Interpreter()
    it.source_path = str(path)
    with capture_output() as port:
        outcome = it.load_text(source, str(path), lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue(), None if outcome.error is None else str(outcome.error)


CATCH = "(define (msg thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))\n"


def test_a_clause_checks_its_dict_in_its_own_name_in_a_module(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket\n" + CATCH +
                     "(define (keys d) (for/list ([k (in-dict-keys d)]) k))\n"
                     "(keys '((a . 1) (b . 2)))\n"
                     "(msg (lambda () (keys 5)))\n"
                     "(msg (lambda () (for ([(k v) (in-dict '((a . 1) 2))]) k)))\n"
                     "(define s (in-dict-values 7))\n"
                     "(msg (lambda () (for/list ([v s]) v)))\n")
    assert error is None
    assert out == ("'(a b)\n\"in-dict-keys: contract violation\\n  expected: dict?\\n  given: 5\"\n"
                   "\"in-dict: contract violation\\n  expected: dict?\\n  given: '((a . 1) 2)\"\n"
                   "\"dict-iterate-first: contract violation:\\n  expected: dict?\\n  given: 7\\n"
                   "  argument position: 1st\"\n")


def test_a_module_s_own_in_dict_is_called_as_a_procedure(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket\n(define (in-dict x) (list x x))\n"
                     "(for/list ([x (in-dict 5)]) x)\n")
    assert (out, error) == ("'(5 5)\n", None)


def test_scheme_has_racket_dict_and_racket_base_requires_it(tmp_path):
    out, error = run(tmp_path / "s.rkt", "#lang scheme\n"
                     "(display (for/list ([(k v) (in-dict '((a . 1)))]) (cons v k)))\n")
    assert (out, error) == ("((1 . a))", None)
    out, error = run(tmp_path / "b.rkt", "#lang racket/base\n(require racket/dict)\n"
                     "(for/list ([p (in-dict-pairs (vector 'x))]) p)\n")
    assert (out, error) == ("'((0 . x))\n", None)
    out, error = run(tmp_path / "u.rkt", "#lang racket/base\n(in-dict '())\n")
    assert error is not None and "in-dict: unbound identifier" in error
