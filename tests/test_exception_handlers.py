"""call-with-exception-handler: a handler called in the context of `raise`, whose result goes
on to the next handler out, and its interplay with with-handlers.

Expected outputs are Racket 8.7's (`racket FILE` on the same module), asked while writing
these tests. (Racket 8.7's racket/base has no `raise-continuable`.)
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(source: str) -> tuple[str, str | None]:
    """Run ``source`` as a `#lang racket/base` module: what it prints, and its error."""
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket/base\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue(), (None if outcome.error is None else str(outcome.error))


def test_handler_escaping_through_let_ec_answers_for_raise_and_for_primitive_errors():
    out, err = run("""(let/ec k (call-with-exception-handler (lambda (e) (k (list 'esc e)))
                                               (lambda () (+ 1 (raise 'boom)))))
(let/ec k (call-with-exception-handler (lambda (e) (k (exn-message e))) (lambda () (car 1))))""")
    assert err is None
    assert out == "'(esc boom)\n\"car: contract violation\\n  expected: pair?\\n  given: 1\"\n"


def test_a_handler_that_returns_passes_its_result_to_the_enclosing_with_handlers():
    out, err = run("""(with-handlers ([number? (lambda (e) (list 'wh e))])
  (call-with-exception-handler (lambda (e) 7) (lambda () (raise 'boom))))
(with-handlers ([number? (lambda (e) (list 'wh e))])
  (call-with-exception-handler (lambda (e) 7) (lambda () (car 1))))""")
    assert (out, err) == ("'(wh 7)\n'(wh 7)\n", None)


def test_a_handler_result_goes_to_the_next_handler_out():
    out, err = run("""(let/ec k (call-with-exception-handler (lambda (e) (k (list 'outer e)))
  (lambda () (call-with-exception-handler (lambda (e) (list 'inner e))
               (lambda () (list 'body (raise 1 #f)))))))""")
    assert (out, err) == ("'(outer (inner 1))\n", None)


def test_the_handler_runs_in_the_dynamic_context_of_the_raise():
    out, err = run("""(define p (make-parameter 'out))
(let/ec k (call-with-exception-handler (lambda (e) (k (p)))
                                       (lambda () (parameterize ([p 'in]) (raise 1)))))""")
    assert (out, err) == ("'in\n", None)


def test_with_handlers_inside_catches_first_and_passes_on_what_it_does_not_accept():
    out, err = run("""(let/ec k (call-with-exception-handler (lambda (e) (k (list 'outer e)))
  (lambda () (with-handlers ([string? (lambda (e) (list 'wh e))]) (raise 5)))))
(let/ec k (call-with-exception-handler (lambda (e) (k (list 'outer e)))
  (lambda () (with-handlers ([number? (lambda (e) (list 'wh e))]) (raise 5)))))
(call-with-exception-handler (lambda (e) 1) (lambda () 42))""")
    assert (out, err) == ("'(outer 5)\n'(wh 5)\n42\n", None)


def test_a_value_no_handler_takes_is_an_uncaught_exception_of_the_last_result():
    out, err = run("(call-with-exception-handler (lambda (e) (list 'h e)) (lambda () (raise 'boom)))"
                   "\n(displayln 'not-reached)")
    assert (out, err) == ("", "uncaught exception: '(h boom)")


def test_a_raise_inside_a_handler_is_reported_with_the_original_and_caught_by_nothing():
    out, err = run("""(with-handlers ([symbol? (lambda (e) (list 'outer e))])
  (call-with-exception-handler (lambda (e) (raise 'again)) (lambda () (raise 5))))""")
    assert out == ""
    assert err == ("raise called (with non-exception value) by exception handler: 'again; "
                   "original raise called (with non-exception value): 5")
    _, err = run("(call-with-exception-handler (lambda (e) (car e)) (lambda () (raise 5)))")
    assert err == ("exception raised by exception handler: car: contract violation\n"
                   "  expected: pair?\n  given: 5; original raise called (with non-exception value): 5")


def test_arguments_are_not_checked_but_applied_with_errors_going_to_the_handler():
    _, err = run("(call-with-exception-handler (lambda (e) 1) (lambda (x) 2))")
    assert err == "uncaught exception: 1"
