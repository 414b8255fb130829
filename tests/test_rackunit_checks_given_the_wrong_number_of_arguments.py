"""A rackunit check given the wrong number of arguments, as Racket 8.7 reports it: no
syntax error (rackunit's check is a procedure behind its macro) but, once every argument
has run, the check's own arity error in an ERROR block (`given:` and no `expected:` line:
the check is a case-lambda); an argument that raises first reports its own error
(a student's MUPL test wrote `(check-equal? (call f a b) ...)` with a two-field `call`
struct and two more arguments). The test shortcuts (`test-equal?` ...) are macros that
take exactly their check's parameters: any other shape is a syntax error naming the
correct form; `test-check` is one of them and `test-not-equal?` is none. Racket's whole
output is recorded; ``test_recorded_answers_are_racket_s`` checks it again where `racket`
is installed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_without_locations, needs_racket, racket_run_without_locations  # noqa: E402

WRONG_COUNTS = '#lang racket\n(require rackunit rackunit/text-ui)\n(check-equal? (begin (displayln "x1") 1) (begin (displayln "x2") 1) "m" (begin (displayln "x4") 3))\n(check-equal? (error "boom") 1 2 3)\n(check-equal? 1 (error "boom2") 2 3)\n(check-exn exn:fail? (lambda () 1) "m" 4)\n(check-pred)\n(check-within 1 2 3 4 5)\n(define s (test-suite "S" (check-equal? 1 1 1 1) (test-case "T" (check-equal? 2 2 2 2))))\n(run-tests s)\n(struct call (f arg))\n(check-equal? (call 1 2 3) (call 1 2) (call 3 4) "four")\n(check-true)\n(check-equal? 1 2 "still a message")\n(test-check "tc" < 1 2)\n(test-check "tc2" < 2 1)\n(test-within "tw" 1.0 1.5 0.1)\n'

SHORTCUT_WITH_A_MESSAGE = '#lang racket\n(require rackunit)\n(displayln "not run")\n(test-equal? "shortcut" 1 1 "a message")\n'

# Racket 8.7's (stdout, exit code, stderr less `location...:`/`context...:`) of `racket checks.rkt`
ANSWERS = {
    "wrong_counts": (WRONG_COUNTS, ('x1\nx2\nx4\n2\n', 0, '--------------------\nERROR\nname:       check-equal?\nlocation:   checks.rkt:3:0\n\ncheck-equal?: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n--------------------\n--------------------\nERROR\nname:       check-equal?\nlocation:   checks.rkt:4:0\n\nboom\n--------------------\n--------------------\nERROR\nname:       check-equal?\nlocation:   checks.rkt:5:0\n\nboom2\n--------------------\n--------------------\nERROR\nname:       check-exn\nlocation:   checks.rkt:6:0\n\ncheck-exn: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n--------------------\n--------------------\nERROR\nname:       check-pred\nlocation:   checks.rkt:7:0\n\ncheck-pred: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n--------------------\n--------------------\nERROR\nname:       check-within\nlocation:   checks.rkt:8:0\n\ncheck-within: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 5\n--------------------\n--------------------\nS > Unnamed test\nERROR\nname:       check-equal?\nlocation:   checks.rkt:9:26\n\ncheck-equal?: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n--------------------\n--------------------\nS > T\nERROR\nname:       check-equal?\nlocation:   checks.rkt:9:64\n\ncheck-equal?: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 4\n--------------------\n0 success(es) 0 failure(s) 2 error(s) 2 test(s) run\n--------------------\nERROR\nname:       check-equal?\nlocation:   checks.rkt:12:0\n\ncall: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 2\n  given: 3\n--------------------\n--------------------\nERROR\nname:       check-true\nlocation:   checks.rkt:13:0\n\ncheck-true: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n--------------------\n--------------------\nFAILURE\nname:       check-equal?\nlocation:   checks.rkt:14:0\nmessage:    "still a message"\nactual:     1\nexpected:   2\n--------------------\n--------------------\ntc2\nFAILURE\nname:       check\nlocation:   checks.rkt:16:0\nparams:     \'(#<procedure:<> 2 1)\n--------------------\n--------------------\ntw\nFAILURE\nname:       check-within\nlocation:   checks.rkt:17:0\nactual:     1.0\nexpected:   1.5\n--------------------\n')),
    "shortcut_with_a_message": (SHORTCUT_WITH_A_MESSAGE, ('', 1, 'checks.rkt:4:0: test-equal?: Correct form is (test-equal? test-desc expr1 expr2)\n  in: (test-equal? "shortcut" 1 1 "a message")\n')),
}


@pytest.mark.parametrize("name", ANSWERS)
def test_checks_with_the_wrong_number_of_arguments_report_as_racket_does(name: str, tmp_path: Path) -> None:
    program, answer = ANSWERS[name]
    assert minischeme_run_without_locations({"checks.rkt": program}, tmp_path, "checks.rkt") == answer


@needs_racket
@pytest.mark.parametrize("name", ANSWERS)
def test_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, answer = ANSWERS[name]
    assert racket_run_without_locations({"checks.rkt": program}, tmp_path, "checks.rkt") == answer
