"""rackunit: failure blocks in rackunit's format, suites, and counting."""
from minischeme.forms.checks import LOG
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(src):
    LOG.reset()
    with capture_output(errors_too=True) as port:
        outcome = Interpreter().load_text("#lang racket\n(require rackunit rackunit/text-ui)\n" + src, "ru.rkt")
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_failing_check_equal_prints_rackunits_block():
    assert run("(check-equal? (list 1 2) (list 1 3) \"lists differ\")\n") == (
        "--------------------\nFAILURE\nname:       check-equal?\nlocation:   ru.rkt:3:0\n"
        "message:    \"lists differ\"\nactual:     '(1 2)\nexpected:   '(1 3)\n--------------------\n")


def test_passing_checks_print_nothing_and_count():
    assert run("(check-equal? 1 1)\n(check-true #t)\n(check-exn exn:fail? (lambda () (car '())))\n") == ""
    assert (LOG.total, LOG.failed) == (3, 0)


def test_exception_inside_a_check_is_an_error_block():
    out = run("(check-equal? (car '()) 1)\n")
    assert out == ("--------------------\nERROR\nname:       check-equal?\nlocation:   ru.rkt:3:0\n\n"
                   "car: contract violation\n  expected: pair?\n  given: '()\n--------------------\n")


def test_suite_names_its_tests_and_run_tests_summarises():
    out = run('(run-tests (test-suite "Double tests" (test-case "zero" (check-equal? 0 1)) '
              "(check-equal? 1 1) (check-pred even? 3)))\n")
    assert "--------------------\nDouble tests > zero\nFAILURE\n" in out
    assert "--------------------\nDouble tests > Unnamed test\nFAILURE\nname:       check-pred\n" in out
    assert out.endswith("1 success(es) 2 failure(s) 0 error(s) 3 test(s) run\n")


def test_check_exn_accepts_a_regexp_for_the_message():
    assert run('(check-exn #rx"foo" (lambda () (error "foo bar")))\n') == ""
    assert "Wrong exception raised" in run('(check-exn #rx"baz" (lambda () (error "foo bar")))\n')


def test_test_case_counts_once_however_many_checks():
    run('(test-case "two" (check-equal? 1 1) (check-equal? 2 3))\n(check-equal? 1 1)\n')
    assert (LOG.total, LOG.failed) == (2, 1)


def test_nested_suites_run_and_errors_are_counted_apart_from_failures():
    # as racket 8.7 counts: 3 success(es) 1 failure(s) 1 error(s) 5 test(s) run
    out = run('(run-tests (test-suite "hw" (test-equal? "adds" (+ 1 1) 2) '
              '(test-case "fails" (check-equal? 1 2)) (test-suite "inner" (test-true "t" #t) '
              '(test-exn "e" exn:fail? (lambda () (error "x")))) (check-equal? (car (list)) 1)))\n')
    assert out.endswith("3 success(es) 1 failure(s) 1 error(s) 5 test(s) run\n")


def test_test_shortcuts_are_named_test_cases():
    out = run('(test-equal? "adds" (+ 1 1) 3)\n')
    assert out == ("--------------------\nadds\nFAILURE\nname:       check-equal?\nlocation:   "
                   "ru.rkt:3:0\nactual:     2\nexpected:   3\n--------------------\n")


def test_check_within_compares_numbers_inside_data_within_epsilon():
    # racket: the passing ones print nothing; the failure shows message, actual, expected
    assert run("(check-within (list 1.0 (vector 2.0)) (list 1.001 (vector 2.01)) 0.1)\n"
               "(check-within (cons 1 2.0) (cons 1 2.05) 0.1)\n(check-within \"a\" \"a\" 0.1)\n"
               "(check-within (list 1.0 (vector 2.0)) (list 1.001 (vector 2.2)) 0.1 \"msg\")\n"
               "(check-not-eqv? 1 1)\n") == (
        "--------------------\nFAILURE\nname:       check-within\nlocation:   ru.rkt:6:0\n"
        "message:    \"msg\"\nactual:     '(1.0 #(2.0))\nexpected:   '(1.001 #(2.2))\n"
        "--------------------\n--------------------\nFAILURE\nname:       check-not-eqv?\n"
        "location:   ru.rkt:7:0\nparams:     '(1 1)\n--------------------\n")
