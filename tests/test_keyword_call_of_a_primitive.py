"""A keyword call of a primitive that takes keywords (`(sort l > #:key f)`,
`(string-split s "-" #:trim? #f)`) calls its function at once instead of through a tail
call and apply_procedure (control.keyword_call; issue 29, part 30). The answers and errors
are Racket 8.7's (recorded here from `racket`), under both back ends."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import run_counting_steps  # noqa: E402

PROGRAM = r"""
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(try (lambda () (sort '((3) (1) (2)) < #:key car)))
(try (lambda () (sort '((3) (1)) #:key car)))
(try (lambda () (sort '(3 1) < #:cache-keys? #t)))
(try (lambda () (sort '(3 1) < #:kee car)))
(try (lambda () (sort '(3 1) (lambda (a b) (values 1 2)) #:key values)))
(try (lambda () (string-split "a-b" "-" #:trim? #f)))
(try (lambda () (car '(1) #:x 2)))
"""

RACKET = r"""'((1) (2) (3))
"application: no case matching 1 non-keyword argument\n  procedure: sort\n  arguments...:\n   '((3) (1))\n   #:key #<procedure:car>"
'(1 3)
"application: procedure does not expect an argument with given keyword\n  procedure: sort\n  given keyword: #:kee\n  arguments...:\n   '(3 1)\n   #<procedure:<>\n   #:kee #<procedure:car>"
"result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2"
'("a" "b")
"application: procedure does not accept keyword arguments\n  procedure: car\n  arguments...:\n   '(1)\n   #:x 2"
"""


@pytest.mark.parametrize("generate", [True, False])
def test_racket_answers(generate: bool) -> None:
    out, err, _ = run_counting_steps(PROGRAM, generate)
    assert err is None and out == RACKET


def test_the_steps_are_the_closure_back_ends() -> None:
    src = "(for/sum ([i 200]) (length (sort (list (list i) '(3) '(1)) < #:key car)))"
    assert run_counting_steps(src, True) == run_counting_steps(src, False)
