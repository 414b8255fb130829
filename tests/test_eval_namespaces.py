"""`eval` in a namespace of the program's own (primitives/eval_namespaces.py): under
`minischeme run`, as under `racket`, `make-base-namespace`, `(eval datum ns)`,
`namespace-set-variable-value!` and `namespace-variable-value` work on a fresh top level;
where a program is graded they stay refused (tests/test_sandbox.py). Found by the fresh
corpus (issue 30): a model of Racket's scope sets evaluates its compiled output in a base
namespace. Racket 8.7's answer was recorded with `racket FILE`."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = """\
#lang racket
(define ns (make-base-namespace))
(eval '(require racket/list) ns)
(eval '(first (list 1 2 3)) ns)
(namespace-set-variable-value! 'double (lambda (x) (* 2 x)) #t ns)
(eval '(double 21) ns)
(eval '(define y 10) ns)
(eval 'y ns)
(namespace-variable-value 'y #t #f ns)
(eval (quote (+ y 1)) ns)
(with-handlers ([exn:fail? exn-message]) (eval '(car 5) ns))
(with-handlers ([exn:fail? exn-message]) (eval 'nope ns))
(namespace? ns)
(define ns2 (make-base-namespace))
(with-handlers ([exn:fail? exn-message]) (eval 'y ns2))
"""

# (stdout, exit code, first stderr line)
RECORDED = ('1\n42\n10\n10\n11\n"car: contract violation\\n  expected: pair?\\n  given: 5"\n"nope: undefined;\\n cannot reference an identifier before its definition\\n  in module: top-level"\n#t\n"y: undefined;\\n cannot reference an identifier before its definition\\n  in module: top-level"\n', 0, "")


def test_eval_in_a_namespace_of_its_own_as_in_racket(tmp_path):
    assert minischeme_run({"ev.rkt": PROGRAM}, tmp_path, "ev.rkt") == RECORDED


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    assert racket_run({"ev.rkt": PROGRAM}, tmp_path, "ev.rkt") == RECORDED


def test_where_files_are_closed_eval_stays_refused():
    [outcome] = Interpreter().eval_string("(eval '(+ 1 2) (make-base-namespace))")
    assert outcome.error.startswith("make-base-namespace: not available in minischeme")
