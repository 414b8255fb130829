"""racket/sequence's procedures (sequence->list among them) are in `#lang racket` and
`(require racket/sequence)`, not in `racket/base` (Racket 8.7: `sequence->list: unbound
identifier`); `for` over their lazy results runs the procedures as the loop walks.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(path: Path, source: str) -> tuple[str, str | None]:
    """Run the module file ``source``: what it prints, and its error's first line (or None)."""
    path.write_text(source)
    it = Interpreter()
    it.source_path = str(path)
    with capture_output() as port:
        outcome = it.load_text(source, str(path), lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue(), None if outcome.error is None else str(outcome.error).splitlines()[0]


@pytest.mark.parametrize("name", ["sequence->list", "sequence-map", "in-slice", "empty-sequence"])
def test_racket_base_has_none_of_them(tmp_path, name):
    out, error = run(tmp_path / "p.rkt", f"#lang racket/base\n{name}\n")
    assert error is not None and error.endswith(f"{name}: unbound identifier"), error


def test_required_into_racket_base(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket/base\n(require racket/sequence)\n"
                     "(sequence->list (sequence-map add1 (vector 1 2)))\n"
                     "(for/list ([s (in-slice 2 (in-range 5))]) s)\n")
    assert (out, error) == ("'(2 3)\n'((0 1) (2 3) (4))\n", None)


def test_a_mapped_sequence_runs_its_procedure_as_a_loop_walks_it(tmp_path):
    out, error = run(tmp_path / "p.rkt", "#lang racket\n"
                     "(define s (sequence-map (lambda (x) (printf \"<~a>\" x) x) (vector 1 2 3)))\n"
                     "(newline)\n"
                     "(for ([i 2] [x s]) (printf \"[~a]\" x))\n(newline)\n"
                     "(sequence-ref s 2)\n")
    assert (out, error) == ("\n<1>[1]<2>[2]\n<1><2><3>3\n", None)
