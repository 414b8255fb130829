"""`(#%variable-reference)` and racket/base's variable-reference procedures, in whole
programs against Racket 8.7's runs (recorded in tests/recorded/cases/test_variable_references.json:
``python -m tests.program_cases test_variable_references`` records them again); the
expressions one by one are tests/differential/variable_references.

A student's MUPL homework (the ninth set of public submissions) takes its module's
namespace with `(variable-reference->namespace (#%variable-reference))` for an `eval`
inside a `match` clause: the names must be bound, so that the file fails where Racket's
fails (a later unbound identifier of its own), not at them.
"""
from __future__ import annotations

import pytest

import program_cases

CASES = {
    # the homework's shape: its own namespace taken for eval, then an unbound helper
    "own_namespace_then_unbound": """#lang racket
(define (lookup-name c)
  (eval `(string->symbol ,(symbol->string c))
        (variable-reference->namespace (#%variable-reference))))
(define (ev e) (envlookup e))
""",
    "references_and_sources": """#lang racket
(define x 5)
(define vr (#%variable-reference))
(define-syntax-rule (here) (#%variable-reference))
(define-syntax-rule (of y) (#%variable-reference y))
(list (variable-reference? vr) (variable-reference? (here)) (variable-reference? (of x))
      (variable-reference? (of car)) (variable-reference? (let ([z 1]) (#%variable-reference z))))
(println vr)
(namespace? (variable-reference->namespace vr))
(let-values ([(base name dir?) (split-path (variable-reference->module-source vr))]) name)
(variable-reference-from-unsafe? vr)
(define (f) (#%variable-reference later))
(define later 1)
(variable-reference? (f))
(module+ main
  (let-values ([(base name dir?) (split-path (variable-reference->module-source (#%variable-reference)))])
    (displayln name)))
""",
    "unbound_identifier": """#lang racket
(displayln 1)
(define v (#%variable-reference no-such-name))
""",
    "bad_syntax": """#lang racket
(displayln 1)
(#%variable-reference 1 2)
""",
    "contract_violation": """#lang racket
(displayln 1)
(variable-reference->namespace 'x)
""",
}

RECORDED = program_cases.recorded("test_variable_references")


@pytest.mark.parametrize("name", sorted(CASES))
def test_program_runs_as_in_racket(name):
    want = RECORDED.get(name)
    assert want is not None and want["program"] == CASES[name], \
        "not recorded: python -m tests.program_cases test_variable_references"
    got = program_cases.run_minischeme(CASES[name])
    assert got == {k: want[k] for k in ("stdout", "exit_code", "stderr_first_line")}


def test_eval_in_the_modules_own_namespace_stays_refused():
    """As for a namespace anchor's namespace (primitives/namespace_anchors.py)."""
    got = program_cases.run_minischeme(
        "#lang racket\n(eval '(+ 1 2) (variable-reference->namespace (#%variable-reference)))\n")
    assert got["exit_code"] == 1 and got["stderr_first_line"].startswith("eval: not available")
