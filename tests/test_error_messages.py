"""Runtime error messages in Racket 8.7 CS's words, whole (what `exn-message` returns), not
only their first line: programs print them from `with-handlers`."""
from __future__ import annotations

import pytest

from minischeme.running.interpreter import Interpreter


def message(source: str) -> str:
    [outcome] = Interpreter().eval_string(source)
    assert outcome.error is not None, outcome.value
    return str(outcome.error)


@pytest.mark.parametrize("source", ["(5 3)", "(let ([f 5]) (f 1 2))", "(apply 5 '(1 2))", "(5)"])
def test_applying_a_non_procedure_names_the_value_but_not_the_arguments(source):
    # racket 8.7 CS: no "arguments...:" section (Racket BC had one)
    assert message(source) == ("application: not a procedure;\n"
                               " expected a procedure that can be applied to arguments\n  given: 5")


@pytest.mark.parametrize("source, name", [
    ("(letrec ([x y] [y 1]) x)", "y"),
    ("(define (f) (define a b) (define b 1) a) (f)", "b"),
    ("(define (g) (define r (ev? 1)) (define (ev? n) #t) r) (g)", "ev?"),
])
def test_a_local_variable_read_before_its_definition_cannot_be_used_before_initialization(source, name):
    # racket 8.7: locals say "cannot use before initialization"; module-level variables
    # say "cannot reference an identifier before its definition" and name the module
    outcomes = Interpreter().eval_string(source)
    assert str(outcomes[-1].error) == f"{name}: undefined;\n cannot use before initialization"


def test_set_of_an_unbound_name_in_a_module_points_at_the_name(tmp_path):
    # racket 8.7: s.rkt:3:9 (the name), not 3:3 (the set! form)
    import subprocess, sys, os
    (tmp_path / "s.rkt").write_text("#lang racket\n(define (f)\n   (set! undefined-var 5))\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", "s.rkt"], cwd=tmp_path,
                       capture_output=True, text=True, env=env)
    assert r.stderr.splitlines()[0] == "s.rkt:3:9: set!: unbound identifier"
