"""A module-level constant defined as a literal (`(define SIZE 100)`, a character, a
boolean, a symbol, a string) is that value wherever a form compiled after its definition
reads it (``Cell.literal``, ``Builder.ref``): such a form runs after the definition ran,
and nothing assigns a constant. The generated code reads no cell and tests no type of it
(`(< i SIZE)` tests only i). A reference compiled before the definition, or to a variable
a `set!` names, reads the cell as before. Racket's answers at more edges:
tests/differential/module_literal_constants."""
from __future__ import annotations

from back_end_runs import generated_function, generated_source, run_counting_steps  # noqa: E402

PROGRAM = """(define (early) SIZE)
(define SIZE 100)
(define FLOOR #\\.)
(define COUNT 0)
(define (in-grid? i) (and (<= 0 i) (< i SIZE)))
(define (floor? c) (eq? FLOOR c))
(define (bump!) (set! COUNT (add1 COUNT)) COUNT)
(list (early) (in-grid? 5) (in-grid? 100) (floor? #\\.) (floor? #\\#) (bump!) (bump!))"""


def test_prints_what_racket_printed_in_both_back_ends_with_the_same_steps() -> None:
    fast = run_counting_steps(PROGRAM, True)
    assert fast[:2] == ("'(100 #t #f #t #f 1 2)\n", None)     # as `racket FILE` printed
    assert run_counting_steps(PROGRAM, False) == fast


def test_a_later_reference_is_the_value() -> None:
    code = generated_source("#lang racket\n" + PROGRAM)
    in_grid = generated_function(code, "in_grid_")
    assert ".value" not in in_grid and "< (100)" in in_grid
    assert ".value" in generated_function(code, "early")       # compiled before SIZE's define
    assert ".value" in generated_function(code, "bump_")       # COUNT is assigned


def test_a_test_submodule_s_own_definition_leaves_the_module_s_procedures_alone(tmp_path) -> None:
    """`raco test` printed `(test 5 6 6)`: the module's `f` reads the module's N. (Before,
    the submodule's definition, compiled in the module's namespace, changed what `f`
    read: `(test 6 6 6)`; a definition by a non-literal expression still does.)"""
    import os
    import subprocess
    import sys
    (tmp_path / "sub.rkt").write_text(
        "#lang racket\n(define N 5)\n(define (f) N)\n"
        "(module+ test (define N 6) (define (h) N) (displayln (list 'test (f) (h) N)))\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run([sys.executable, "-m", "minischeme", "test", "sub.rkt"], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=120).stdout
    assert "(test 5 6 6)\n" in out
