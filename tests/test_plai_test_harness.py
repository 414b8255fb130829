"""`#lang plai`'s test harness as Racket 8.7 runs it (primitives/plai.py,
forms/plai_tests.py): `test`, `test/pred`, `test/exn`, `test/regexp` report `good` on
stdout and `bad`, `exception` (the tested expression raised) and `pred-exception` (judging
it raised) on stderr, each with the expression as written, "at line N", the expected and
the given value, or `(good 4 4)` under `(abridged-test-output #t)`; `print-only-errors`,
`test-inexact-epsilon` (inexact reals within 0.01 by default are equal),
`halt-on-errors` (the first failure ends the program). plai's `error` raises exn:plai,
which is a test's expected failure (test/exn) and, from the tested expression, its given
message; `provide` is a syntax error, the module provides every name it defines. CSC 324
students' test files are written so (`(abridged-test-output #t)` and `test`). Racket's
whole output is recorded (less `location...:`/`context...:` lines);
``test_recorded_answers_are_racket_s`` checks it again where `racket` is installed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_without_locations, needs_racket, racket_run_without_locations  # noqa: E402

# name -> (files, entry, Racket 8.7's (stdout, exit code, stderr))
CASES = {'a_provide': ({'provides.rkt': '#lang plai\n(provide x)\n(define x 1)\n'},
               'provides.rkt',
               ('',
                1,
                'provides.rkt:2:0: provide: The PLAI language provides all defined names\n'
                '  in: (provide x)\n')),
 'one_expression': ({'one.rkt': '#lang plai\n(test 1)\n'},
                    'one.rkt',
                    ('',
                     1,
                     'one.rkt:2:0: test: Expected both result and expected expression, but got '
                     'only one expression\n'
                     '  in: (test 1)\n')),
 'required_by_racket': ({'double.rkt': '#lang plai\n'
                                       '(define (double x) (* 2 x))\n'
                                       '(test (double 2) 4)\n',
                         'main.rkt': '#lang racket\n(require "double.rkt")\n(double 4)\n'},
                        'main.rkt',
                        ('good (double 2) at line 3\n  expected: 4\n  given: 4\n\n8\n', 0, '')),
 'tests': ({'tests.rkt': '#lang plai\n'
                         '(define (f x) (if (< x 0) (error \'f "negative: ~a" x) (* x 2)))\n'
                         '(test (f 2) 4)\n'
                         '(test (f 2) 5)\n'
                         '(test (f -1) 4)\n'
                         "(test (car '()) 1)\n"
                         "(test 1 (car '()))\n"
                         '(test 1.0 1.005)\n'
                         '(test 1.0 1.5)\n'
                         '(test "a" "a")\n'
                         "(test '(1 2) (list 1 2))\n"
                         '(test/pred (f 3) even?)\n'
                         '(test/pred (f 3) odd?)\n'
                         '(test/pred (f -3) odd?)\n'
                         '(test/exn (f -3) "negative")\n'
                         '(test/exn (f -3) "positive")\n'
                         '(test/exn (f 3) "negative")\n'
                         '(test/exn (error \'g "plain") "plain")\n'
                         '(test/regexp (f -3) #rx"neg.*3")\n'
                         '(test/regexp (f -3) "pos")\n'
                         '(print-only-errors #t)\n'
                         '(test 1 1)\n'
                         '(test 1 2)\n'
                         '(print-only-errors #f)\n'
                         '(abridged-test-output #t)\n'
                         '(test (f 2) 4)\n'
                         '(test (f 2) 5)\n'
                         '(test (f -1) 4)\n'
                         "(test (car '()) 1)\n"
                         '(test/exn (f 3) "negative")\n'
                         '(test/pred 3 (lambda (x) (car x)))\n'
                         '(exn:plai? (with-handlers ([values values]) (f -1)))\n'
                         '(with-handlers ([exn:fail? exn-message]) (f -1))\n'
                         '(test-inexact-epsilon 1)\n'
                         '(test 1.0 1.5)\n'
                         '(halt-on-errors)\n'
                         '(test 1 2)\n'
                         '(displayln "not reached")\n'},
           'tests.rkt',
           ('good (f 2) at line 3\n'
            '  expected: 4\n'
            '  given: 4\n'
            '\n'
            'good 1.0 at line 8\n'
            '  expected: 1.005\n'
            '  given: 1.0\n'
            '\n'
            'good "a" at line 10\n'
            '  expected: "a"\n'
            '  given: "a"\n'
            '\n'
            'good (quote (1 2)) at line 11\n'
            "  expected: '(1 2)\n"
            "  given: '(1 2)\n"
            '\n'
            'good (f 3) at line 12\n'
            "  expected: 'even?\n"
            '  given: 6\n'
            '\n'
            'good (f -3) at line 15\n'
            '  expected: "negative"\n'
            '  given: "f: negative: -3"\n'
            '\n'
            'good (error (quote g) "plain") at line 18\n'
            '  expected: "plain"\n'
            '  given: "g: plain"\n'
            '\n'
            'good (f -3) at line 19\n'
            '  expected: #rx"neg.*3"\n'
            '  given: "f: negative: -3"\n'
            '\n'
            '(good 4 4)\n'
            '#t\n'
            '"f: negative: -1"\n'
            '(good 1.0 1.5)\n',
            1,
            'bad (f 2) at line 4\n'
            '  expected: 5\n'
            '  given: 4\n'
            '\n'
            'exception (f -1) at line 5\n'
            '  expected: 4\n'
            'f: negative: -1\n'
            '\n'
            'exception (car (quote ())) at line 6\n'
            '  expected: <no-expected-value>\n'
            'car: contract violation\n'
            '  expected: pair?\n'
            "  given: '()\n"
            '\n'
            'pred-exception 1 at line 7\n'
            "  expected: '<no-expected-value>\n"
            '  given: "car: contract violation\\n  expected: pair?\\n  given: \'()"\n'
            '\n'
            'bad 1.0 at line 9\n'
            '  expected: 1.5\n'
            '  given: 1.0\n'
            '\n'
            'bad (f 3) at line 13\n'
            "  expected: 'odd?\n"
            '  given: 6\n'
            '\n'
            'exception (f -3) at line 14\n'
            '  expected: odd?\n'
            'f: negative: -3\n'
            '\n'
            'bad (f -3) at line 16\n'
            '  expected: "positive"\n'
            '  given: "f: negative: -3"\n'
            '\n'
            'bad (f 3) at line 17\n'
            '  expected: "negative"\n'
            '  given: 6\n'
            '\n'
            'bad (f -3) at line 20\n'
            '  expected: "pos"\n'
            '  given: "f: negative: -3"\n'
            '\n'
            'bad 1 at line 23\n'
            '  expected: 2\n'
            '  given: 1\n'
            '\n'
            '(bad 4 5)\n'
            '(exception "f: negative: -1" 4)\n'
            '(exception "car: contract violation\\n  expected: pair?\\n  given: \'()" '
            "'<no-expected-value>)\n"
            '(bad 6 "negative")\n'
            '(pred-exception "car: contract violation\\n  expected: pair?\\n  given: 3" '
            "'<no-expected-value>)\n"
            '(bad 1 2)\n'
            'test failed: (bad 1 2)\n')),
 'three_expressions': ({'three.rkt': '#lang plai\n(test 1 2 3)\n'},
                       'three.rkt',
                       ('',
                        1,
                        'three.rkt:2:0: test: Expected only result and expected expression, but '
                        'got more expressions\n'
                        '  in: (test 1 2 3)\n'))}


@pytest.mark.parametrize("name", CASES)
def test_plai_tests_report_as_racket_does(name: str, tmp_path: Path) -> None:
    files, entry, answer = CASES[name]
    assert minischeme_run_without_locations(files, tmp_path, entry) == answer


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    files, entry, answer = CASES[name]
    assert racket_run_without_locations(files, tmp_path, entry) == answer
