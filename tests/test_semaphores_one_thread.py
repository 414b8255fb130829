"""Semaphores in a program of one thread (primitives/base_semaphores.py): a mutex made of
`(make-semaphore 1)` and state read under `call-with-semaphore`, as sweep 11's programs
use them, print what Racket prints; a wait no thread could ever end is an error, not a
hang. Racket 8.7's answers are in tests/differential/semaphores.exprs too."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests, minischeme_run  # noqa: E402

MUTEX = """#lang racket
(define (make-mutex)
  (define sem (make-semaphore 1))
  (lambda (m) (if (eq? m 'acquire) (semaphore-wait sem) (semaphore-post sem))))
(define m (make-mutex))
(define flag (box #f))
(define sema (make-semaphore 1))
(define (flag-set!) (call-with-semaphore sema (lambda () (set-box! flag #t))))
(m 'acquire)
(displayln "held")
(m 'release)
(m 'acquire)
(flag-set!)
(displayln (call-with-semaphore sema (lambda () (unbox flag))))
(displayln (call-with-semaphore sema (lambda () 'locked) (lambda () 'busy)))
(semaphore-wait sema)
(displayln (call-with-semaphore sema (lambda () 'locked) (lambda () 'busy)))
"""

CASES = {"mutex": ({"main.rkt": MUTEX}, ("held\n#t\nlocked\nbusy\n", 0, ""))}

test_minischeme, test_racket = case_tests(CASES)


def test_a_wait_no_thread_can_end_is_an_error_not_a_hang(tmp_path):
    program = "#lang racket\n(define s (make-semaphore 0))\n(displayln 1)\n(semaphore-wait s)\n"
    out, code, err = minischeme_run({"main.rkt": program}, tmp_path, "main.rkt")
    assert (out, code) == ("1\n", 1)
    assert err == ("semaphore-wait: the count is 0 and minischeme has no other thread to "
                   "post it: the program would wait forever")
