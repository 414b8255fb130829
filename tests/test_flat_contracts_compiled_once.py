"""A flat contract in an arrow is tested by one compiled function made once
(racket_contract.flat_test): a flat-rec-contract's parts call the contract's own test, no
exception is raised per failed alternative, and a failure is still worded by the general
check, so the blame error is Racket's (whole texts: tests/differential/contract_flat_compiled).
A program's predicate is not compiled into a test that a failure would run again."""
from __future__ import annotations

from minischeme.primitives import racket_contract as rc
from minischeme.running.interpreter import Interpreter


def evaluate(source: str) -> tuple[Interpreter, str]:
    interp = Interpreter(lang="racket")
    last = interp.eval_string(source)[-1]
    if last.error is not None:
        return interp, last.error.split("\n  context...:")[0]
    return interp, interp.format_value(last.value)


def test_a_recursive_flat_contract_compiles_to_one_test_that_calls_itself() -> None:
    interp, _ = evaluate("(define packet/c (flat-rec-contract packet (listof packet) number?))")
    contract = interp.ns.cells[rc.sym("packet/c")].value
    test = rc.flat_test(contract, None, pure=True)
    assert test is not None
    assert test(rc.make_pair(1, rc.make_pair(rc.make_pair(2, rc.NIL), rc.NIL)))
    assert not test(rc.sym("a"))
    assert rc.flat_test(contract, None) is test        # made once, kept on the contract


def test_a_program_predicate_is_not_a_pure_test() -> None:
    interp, _ = evaluate("(define (small? x) (< x 3)) (define c (listof small?))")
    contract = interp.ns.cells[rc.sym("c")].value
    assert rc.flat_test(contract, None) is not None
    assert rc.flat_test(contract, None, pure=True) is None


def test_a_failure_is_worded_by_the_general_check() -> None:
    _, out = evaluate("(define/contract (d p) (-> (flat-rec-contract t (listof t) number?) any) p)"
                      " (d '(1 (2 a)))")
    assert out.startswith("d: contract violation\n  expected: t\n  given: '(1 (2 a))\n"
                          "  in: the 1st argument of\n      (-> t any)")


def test_a_predicates_error_inside_or_c_propagates() -> None:
    _, out = evaluate("(define/contract (e x) (-> (or/c even? string?) any) x) (e 'a)")
    assert out.startswith("even?: contract violation\n  expected: integer?\n  given: 'a")


def test_a_program_predicate_runs_once_per_element_on_a_failure() -> None:
    _, out = evaluate("(define n 0) (define (sym? x) (set! n (add1 n)) (symbol? x))"
                      " (define/contract (f xs) (-> (listof (or/c number? sym?)) any) xs)"
                      " (with-handlers ([exn:fail? void]) (f '(1 a \"s\" b))) n")
    assert out == "2"
