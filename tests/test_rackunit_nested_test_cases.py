"""rackunit as Racket runs it (primitives/rackunit.py follows rackunit's own model): a
failing check ends its test case; a test case inside a test case is run and reported but
not counted by `run-tests` (rackunit's fold keeps the outer case's count); a failure is
named "SUITE > ... > TEST", innermost suite first; a check directly in a suite is an
"Unnamed test"; `with-check-info` infos come first in a failure block, a value too long for
one line goes on the next; an ERROR block shows the check's infos where its argument
raised; a raised non-exception is reported as such; `run-tests` returns the failures and
errors and prints its summary on stdout when all passed, else on stderr; 'quiet prints
nothing, 'verbose shows params and the expression too. Courses' test files (C311/B521)
nest test cases so. Racket 8.7's whole output is recorded; ``test_recorded_answer_is_racket_s``
checks it again where `racket` is installed."""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

PROGRAM = """\
#lang racket
(require rackunit rackunit/text-ui)
(error-print-context-length 0)
(check-equal? 1 1)
(check-equal? 1 2)
(check-equal? (car '()) 1)
(test-case "aborts"
  (check-equal? 1 2)
  (displayln "not printed"))
(test-case "outer top"
  (test-case "inner top" (check-equal? 'a 'b))
  (displayln "outer continues"))
(test-begin (check-true #f))
(test-case "raises" (car 5))
(test-case "raises non-exn" (raise 'boom))
(test-case "empty")
(with-check-info (('tested 'expr) ('other 42)) (check-equal? 1 2))
(with-check-info (('tested '(a very long expression that will not fit on one line at all because it is long enough))) (check-equal? 1 2))
(check-equal? '(define (f x) (let loop ((i 0) (acc '())) (if (> i x) (reverse acc) (loop (add1 i) (cons (* i i) acc))))) 'short)
(check-not-exn (lambda () (error 'thing "went wrong ~a" 5)))
(check-exn exn:fail:contract? (lambda () (error "plain")))
(check (lambda (a b) #f) (list 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24) (list 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25))
(fail)
(fail "because")
(define s
  (test-suite "outer"
    (test-case "t1" (check-equal? 1 1))
    (test-case "t2" (check-equal? 1 2) (displayln "no"))
    (check-equal? 3 4)
    (test-suite "middle"
      (test-suite "inner"
        (test-case "deep" (check-equal? 'x 'y))
        (test-case "deep-ok" (check-true #t)))
      (test-case "mid" (car '())))
    (test-case "has nested"
      (test-case "nested fails" (check-equal? 1 0))
      (test-case "nested errors" (vector-ref (vector) 1))
      (test-case "nested ok" (check-equal? 1 1))
      (check-equal? 2 2))
    (let ((n 1))
      (test-case "in let" (check-equal? n 2)))
    (list (test-case "in list" (check-true #f)))
    (test-case "with info"
      (with-check-info (('tested '(f 1 2)))
        (check equal? (list 1 2) (list 1 3))))
    (test-case "not-exn" (check-not-exn (lambda () (raise 'sym))))
    (test-begin (check-equal? 'begin 'end))))
(define r (run-tests s))
r
(run-tests s 'quiet)
(run-tests (test-suite "all pass" (test-case "a" (check-true #t))))
(run-tests (test-suite "verbose" (test-case "v" (check-equal? 1 2))) 'verbose)
(displayln "end")
"""
# Racket 8.7's (stdout, exit code, stderr) of `racket checks.rkt`
ANSWER = ('outer continues\n9\n9\n1 success(es) 0 failure(s) 0 error(s) 1 test(s) run\n0\n1\nend\n', 0, '--------------------\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:5:0\nactual:     1\nexpected:   2\n--------------------\n--------------------\nERROR\nname:       check-equal?\nlocation:   checks.rkt:6:0\n\ncar: contract violation\n  expected: pair?\n  given: \'()\n--------------------\n--------------------\naborts\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:8:2\nactual:     1\nexpected:   2\n--------------------\n--------------------\ninner top\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:11:25\nactual:     \'a\nexpected:   \'b\n--------------------\n--------------------\nFAILURE\nname:       check-true\nlocation:   checks.rkt:13:12\nparams:     \'(#f)\n--------------------\n--------------------\nraises\nERROR\n\ncar: contract violation\n  expected: pair?\n  given: 5\n--------------------\n--------------------\nraises non-exn\nERROR\n\nA value other than an exception was raised: \'boom\n--------------------\n--------------------\nFAILURE\ntested:     expr\nother:      42\nname:       check-equal?\nlocation:   checks.rkt:17:47\nactual:     1\nexpected:   2\n--------------------\n--------------------\nFAILURE\ntested:\n  (a very long expression that will not fit on one line at all because it is long enough)\nname:       check-equal?\nlocation:   checks.rkt:18:118\nactual:     1\nexpected:   2\n--------------------\n--------------------\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:19:0\nactual:\n  \'(define (f x)\n   (let loop ((i 0) (acc \'()))\n     (if (> i x) (reverse acc) (loop (add1 i) (cons (* i i) acc)))))\nexpected:   \'short\n--------------------\n--------------------\nFAILURE\nname:               check-not-exn\nlocation:           checks.rkt:20:0\nparams:             \'(#<procedure:checks.rkt:20:15>)\nmessage:            "Exception raised"\nexception-message:  "thing: went wrong 5"\nexception:\n  thing: went wrong 5\n--------------------\n--------------------\nFAILURE\nname:         check-exn\nlocation:     checks.rkt:21:0\nparams:\n  \'(#<procedure:exn:fail:contract?> #<procedure:checks.rkt:21:30>)\nmessage:      "Wrong exception raised"\nexn-message:  "plain"\nexn:          #(struct:exn:fail "plain" #<continuation-mark-set>)\n--------------------\n--------------------\nFAILURE\nname:       check\nlocation:   checks.rkt:22:0\nparams:\n  \'(#<procedure:checks.rkt:22:7>\n  (1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24)\n  (1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25))\n--------------------\n--------------------\nFAILURE\nname:       fail\nlocation:   checks.rkt:23:0\nparams:     \'()\n--------------------\n--------------------\nFAILURE\nname:       fail\nlocation:   checks.rkt:24:0\nparams:     \'()\nmessage:    "because"\n--------------------\n--------------------\nouter > t2\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:28:20\nactual:     1\nexpected:   2\n--------------------\n--------------------\nouter > Unnamed test\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:29:4\nactual:     3\nexpected:   4\n--------------------\n--------------------\ninner > middle > outer > deep\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:32:26\nactual:     \'x\nexpected:   \'y\n--------------------\n--------------------\nmiddle > outer > mid\nERROR\n\ncar: contract violation\n  expected: pair?\n  given: \'()\n--------------------\n--------------------\nouter > nested fails\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:36:32\nactual:     1\nexpected:   0\n--------------------\n--------------------\nouter > nested errors\nERROR\n\nvector-ref: index is out of range for empty vector\n  index: 1\n  vector: \'#()\n--------------------\n--------------------\nouter > in let\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:41:26\nactual:     1\nexpected:   2\n--------------------\n--------------------\nouter > in list\nFAILURE\nname:       check-true\nlocation:   checks.rkt:42:31\nparams:     \'(#f)\n--------------------\n--------------------\nouter > with info\nFAILURE\ntested:     (f 1 2)\nname:       check\nlocation:   checks.rkt:45:8\nparams:     \'(#<procedure:equal?> (1 2) (1 3))\n--------------------\n--------------------\nouter > not-exn\nERROR\n\nA value other than an exception was raised: \'sym\n--------------------\n--------------------\nouter > Unnamed test\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:47:16\nactual:     \'begin\nexpected:   \'end\n--------------------\n3 success(es) 7 failure(s) 2 error(s) 12 test(s) run\n--------------------\nverbose > v\nFAILURE\nname:        check-equal?\nlocation:    checks.rkt:52:48\nexpression:  (check-equal? 1 2)\nparams:      \'(1 2)\nactual:      1\nexpected:    2\n--------------------\n0 success(es) 1 failure(s) 0 error(s) 1 test(s) run\n')


def _same_path(run: tuple[str, int, str]) -> tuple[str, int, str]:
    return run[0], run[1], re.sub(r"#<procedure:[^>]*checks\.rkt:", "#<procedure:checks.rkt:", run[2])


def test_rackunit_reports_and_counts_as_racket_does(tmp_path: Path) -> None:
    assert _same_path(minischeme_run_whole({"checks.rkt": PROGRAM}, tmp_path, "checks.rkt")) == ANSWER


@needs_racket
def test_recorded_answer_is_racket_s(tmp_path: Path) -> None:
    assert _same_path(racket_run_whole({"checks.rkt": PROGRAM}, tmp_path, "checks.rkt")) == ANSWER
