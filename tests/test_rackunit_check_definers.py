"""rackunit's check definers: `define-simple-check` (fails when its body is #f, shows its
params), `define-binary-check` (by a predicate, evaluated as the check runs, or by a body;
shows actual and expected), `define-check` with `fail-check` (a message under the infos),
each with an optional message after the parameters, reported at the use's location; an
argument or a body that raises is an ERROR block; the wrong number of arguments is the
check's arity error. The Little Learner's malt defines its tensor checks so. Racket 8.7
gave the recordings (stdout, exit code, stderr)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

HEAD = "#lang racket\n(require rackunit rackunit/text-ui)\n"
CASES = {
    'simple_binary_and_check_forms': (
        '(define-simple-check (check-odd? n) (odd? n))\n(check-odd? 3)\n(check-odd? 4)\n(check-odd? 4 "four is even")\n(define-binary-check (check-close? (lambda (a b) (< (abs (- a b)) 1)) actual expected))\n(check-close? 1.0 1.5)\n(check-close? 1.0 3.5)\n(define-binary-check (check-same-len? actual expected) (= (length actual) (length expected)))\n(check-same-len? \'(1 2) \'(a b c) "lengths")\n(define-check (check-pos n) (unless (> n 0) (fail-check)))\n(check-pos 1)\n(check-pos -1)\n(define-check (check-pos2 n) (unless (> n 0) (fail-check "not positive")))\n(check-pos2 -2)\n(define-check (check-boom n) (error \'boom "oops ~a" n))\n(check-boom 1)\n(test-case "tc" (check-odd? 6))\n(define-simple-check (check-two a b) (equal? a b))\n(check-two 1 2)\n(check-two 1 1 "msg")\n(displayln (check-odd? 1))\n(define-check (check-info-ex n) (with-check-info ([\'extra n]) (fail-check)))\n(check-info-ex 9)\n(check-odd? (error \'in-arg "bad"))\n',
        ('#<void>\n', 0, '--------------------\nFAILURE\nname:       check-odd?\nlocation:   main.rkt:5:0\nparams:     \'(4)\n--------------------\n--------------------\nFAILURE\nname:       check-odd?\nlocation:   main.rkt:6:0\nparams:     \'(4)\nmessage:    "four is even"\n--------------------\n--------------------\nFAILURE\nname:       check-close?\nlocation:   main.rkt:9:0\nactual:     1.0\nexpected:   3.5\n--------------------\n--------------------\nFAILURE\nname:       check-same-len?\nlocation:   main.rkt:11:0\nmessage:    "lengths"\nactual:     \'(1 2)\nexpected:   \'(a b c)\n--------------------\n--------------------\nFAILURE\nname:       check-pos\nlocation:   main.rkt:14:0\nparams:     \'(-1)\n--------------------\n--------------------\nFAILURE\nname:       check-pos2\nlocation:   main.rkt:16:0\nparams:     \'(-2)\n\nnot positive\n--------------------\n--------------------\nERROR\nname:       check-boom\nlocation:   main.rkt:18:0\nparams:     \'(1)\n\nboom: oops 1\n--------------------\n--------------------\ntc\nFAILURE\nname:       check-odd?\nlocation:   main.rkt:19:16\nparams:     \'(6)\n--------------------\n--------------------\nFAILURE\nname:       check-two\nlocation:   main.rkt:21:0\nparams:     \'(1 2)\n--------------------\n--------------------\nFAILURE\nname:       check-info-ex\nlocation:   main.rkt:25:0\nparams:     \'(9)\nextra:      9\n--------------------\n--------------------\nERROR\nname:       check-odd?\nlocation:   main.rkt:26:0\n\nin-arg: bad\n--------------------\n')),
    'too_many_arguments': (
        '(define-simple-check (check-odd? n) (odd? n))\n(check-odd? 3 4 5)\n',
        ('', 0, '--------------------\nERROR\nname:       check-odd?\nlocation:   main.rkt:4:0\n\ncheck-odd?: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 3\n--------------------\n')),
    'a_message_not_a_string': (
        '(define-simple-check (check-odd? n) (odd? n))\n(check-odd? 3 4)\n',
        ('', 0, '--------------------\nERROR\nname:       check-odd?\nlocation:   main.rkt:4:0\n\ncheck-odd?: contract violation\n  expected: (or/c #f string?)\n  given: 4\n--------------------\n')),
    'binary_by_predicate_in_a_body_and_suite': (
        '(define-binary-check (check-tensor-equal? equal? actual expected))\n(define (f)\n  (define-simple-check (check-small? n) (< n 10))\n  (check-small? 5) (check-small? 50))\n(f)\n(run-tests (test-suite "s" (test-case "a" (check-tensor-equal? 1 2)) (test-case "b" (check-tensor-equal? 2 2))))\n(check-tensor-equal? \'(1 2) \'(1 2))\n',
        ('1\n', 0, "--------------------\nFAILURE\nname:       check-small?\nlocation:   main.rkt:6:19\nparams:     '(50)\n--------------------\n--------------------\ns > a\nFAILURE\nname:       check-tensor-equal?\nlocation:   main.rkt:8:42\nactual:     1\nexpected:   2\n--------------------\n1 success(es) 1 failure(s) 0 error(s) 2 test(s) run\n")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run_whole({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run_whole({"main.rkt": HEAD + program}, tmp_path, "main.rkt") == expected
