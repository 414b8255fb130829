"""racket/match's `match-let-values` (every clause's values bound, then all matched at once)
and `match-let*-values` (each clause matched before the next expression runs). Expected
output and error text are Racket 8.7's (`racket FILE`, asked while writing these tests)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output


def run(tmp_path: Path, source: str) -> tuple[str, str | None]:
    """Run ``source`` as `minischeme run` runs a file: (stdout, error)."""
    path = tmp_path / "m.rkt"
    path.write_text(source)
    interp = Interpreter(module_root=ANY_FOLDER)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        with capture_output() as out:
            outcome = interp.load_file(path.name, on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


@pytest.mark.parametrize("source, expected", [
    pytest.param("(match-let*-values ([((list a b)) (values (list 1 2))]\n"
                 "                    [(c (cons d _)) (values (+ a b) (list 4 5))])\n"
                 "  (list a b c d))", "'(1 2 3 4)", id="a_later_clause_sees_earlier_variables"),
    pytest.param("(match-let-values ([(a b) (values 1 2)] [(c) (values 3)]) (list a b c))",
                 "'(1 2 3)", id="parallel_clauses"),
    pytest.param("(let ([a 10]) (match-let-values ([(a) (values 1)] [(b) (values a)]) (list a b)))",
                 "'(1 10)", id="parallel_clauses_do_not_see_each_other"),
    pytest.param("(match-let-values () 5)", "5", id="no_clauses"),
    pytest.param("(match-let*-values ([((list x y) (vector z)) (values '(1 2) #(3))]) (+ x y z))",
                 "6", id="several_patterns_in_one_clause"),
    pytest.param("(match-let*-values ([(a) (values 1)]) (define b 2) (+ a b))",
                 "3", id="the_body_is_a_body"),
])
def test_match_let_values_bind_as_racket(tmp_path: Path, source: str, expected: str) -> None:
    assert run(tmp_path, f"#lang racket\n{source}\n") == (expected + "\n", None)


@pytest.mark.parametrize("source, message", [
    pytest.param("(match-let-values ([((list a)) (values 1)]) a)",
                 "match-let-values: no matching clause for 1", id="one_value_named_alone"),
    pytest.param("(match-let*-values ([((list a) b) (values 1 2)]) a)",
                 "match-let*-values: no matching clause for '(1 2)", id="several_named_as_a_list"),
    pytest.param("(match-let*-values ([(a b) (values 1)]) a)",
                 "result arity mismatch;\n expected number of values not received\n  expected: 2\n"
                 "  received: 1\n  in: local-binding form\n  arguments...:\n   1",
                 id="a_wrong_count_is_let_values_error"),
])
def test_match_let_values_errors_are_racket_words(tmp_path: Path, source: str, message: str) -> None:
    out, error = run(tmp_path, f"#lang racket\n{source}\n")
    assert out == ""
    assert error is not None and error.split("\n  context...:")[0].rstrip() == message


def test_match_let_values_needs_racket_match(tmp_path: Path) -> None:
    out, error = run(tmp_path, "#lang racket/base\n(match-let-values ([(a) (values 1)]) a)\n")
    assert error is not None and "match-let-values: unbound identifier" in error
    out, error = run(tmp_path, "#lang racket/base\n(require racket/match)\n"
                               "(match-let*-values ([(a) (values 1)]) a)\n")
    assert (out, error) == ("1\n", None)
