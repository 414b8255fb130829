"""Internal definitions and letrec: a local read before its definition ran is Racket's
`cannot use before initialization` (a module-level one names the module instead).

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(source: str) -> str:
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_a_local_read_before_its_definition_cannot_be_used_before_initialization():
    assert run("(define (a) (define x y) (define y 5) x)\n"
               "(with-handlers ([exn:fail:contract:variable? exn-message]) (a))\n"
               "(with-handlers ([exn:fail? exn-message]) (letrec ([p q] [q 1]) p))\n"
               "(with-handlers ([exn:fail? exn-message]) "
               "(letrec ([p (lambda () q)] [r (p)] [q 1]) p))") == (
        '"y: undefined;\\n cannot use before initialization"\n'
        '"q: undefined;\\n cannot use before initialization"\n'
        '"q: undefined;\\n cannot use before initialization"\n')

