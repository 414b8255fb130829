"""Multiple values where one value is expected: Racket's "result arity mismatch", raised
where the values arrive, the same way in every kind of code minischeme runs: procedures
translated to Python (codegen.py) inside a module, the same outside a module (where
primitives are guarded), and the closure compiler (compiler.py). The differential file
tests/differential/values_arity.exprs compares the same contexts with Racket itself.

The check costs nothing on the fast path: a translated procedure never returns a
MultipleValues object itself (codegen.V), so a direct call's result is not tested."""
import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.printer import print_string
from minischeme.values.runtime import TailCall

MISMATCH = "result arity mismatch;"

DEFINITIONS = """
(define (two) (values 1 2))
(define (none) (values))
(define (pick n) (if (= n 1) (values 5) (values 1 2)))
(define (loop-values) (let loop ([i 0]) (if (< i 3) (loop (+ i 1)) (values i i))))
(define (card-value c) (values (car c) (cdr c)))
"""

# (expression, the first line of Racket's error, or the printed value)
CASES = [
    ("(+ 1 (two))", MISMATCH),
    ("(list (none))", MISMATCH),
    ("(let () (define x (two)) x)", MISMATCH),
    ("(let ([x (two)]) x)", MISMATCH),
    ("(letrec ([x (two)]) x)", MISMATCH),
    ("(if (two) 1 2)", MISMATCH),
    ("(and (two) 3)", MISMATCH),
    ("(or (two) 3)", MISMATCH),
    ("(when (two) 3)", MISMATCH),
    ("(cond [(two) 3] [else 4])", MISMATCH),
    ("(case (two) [(1) 3] [else 4])", MISMATCH),
    ("(let ([y 1]) (set! y (two)) y)", MISMATCH),
    ("((two) 3)", MISMATCH),
    ("(list (two) (car 5))", MISMATCH),            # before the later argument runs
    ("(let ([out (open-output-string)]) (list (two) (display 1 out)))", MISMATCH),
    ("`(1 ,(two))", MISMATCH),
    ("(let loop ([i (two)]) i)", MISMATCH),
    ("(add1 (pick 2))", MISMATCH),
    ("(add1 (pick 1))", "6"),
    ("(+ 1 (loop-values))", MISMATCH),
    ("(map (lambda (x) (values x x)) '(1 2))", MISMATCH),
    ("(foldl (lambda (x acc) (values x acc)) 0 '(1 2))", MISMATCH),
    ("(filter (lambda (x) (values x x)) '(1 2))", MISMATCH),
    ("(for/list ([i (two)]) i)", MISMATCH),
    ("(apply + (list 1 (card-value '(2 . 3))))", MISMATCH),
    ("(let ([f (lambda ([x (two)]) x)]) (f))", MISMATCH),
    ("(let-values ([(a b) (values 1 2 3)]) a)", MISMATCH),
    ("(let () (define-values (a b) (values 1 2 3)) a)", MISMATCH),
    # contexts that take any number of values
    ("(begin (two) 3)", "3"),
    ("(let () (two) 3)", "3"),
    ("(call-with-values two list)", "'(1 2)"),
    ("(call-with-values loop-values list)", "'(3 3)"),
    ("(call-with-values (lambda () (card-value '(2 . 3))) +)", "5"),
    ("(call-with-values (lambda () (if #t (two) 0)) list)", "'(1 2)"),
    ("(call-with-values (lambda () (let ([x 1]) (two))) list)", "'(1 2)"),
    ("(call-with-values (lambda () (apply values '(1 2))) list)", "'(1 2)"),
    ("(call-with-values (lambda () (hash-ref (hash) 1 two)) list)", "'(1 2)"),
    ("(call-with-values (lambda () (with-handlers ([void void]) (two))) list)", "'(1 2)"),
    ("(let-values ([(a b) (two)] [(c) (pick 1)]) (list a b c))", "'(1 2 5)"),
    ("(let () (define-values (a b) (card-value '(H . 7))) (list a b))", "'(H 7)"),
    ("(for-each (lambda (x) (values x x)) '(1 2))", "#<void>"),
]

MODES = ["module", "top level", "closure compiler"]


def answers(mode: str) -> list[str]:
    """The printed value or first error line of each case, evaluated in one session."""
    saved = codegen.ENABLED
    codegen.ENABLED = mode != "closure compiler"
    try:
        interp = Interpreter()
        with capture_output():
            if mode == "module":
                body = DEFINITIONS + "".join(f"(define (case{i}) {expr})\n"
                                             for i, (expr, _) in enumerate(CASES))
                outcome = interp.load_text("#lang racket\n" + body, "cases.rkt", lambda v: None)
                assert outcome.error is None, outcome.error
                exprs = [f"(case{i})" for i in range(len(CASES))]
            else:
                interp.eval_string("(require racket/list)" + DEFINITIONS)
                exprs = [expr for expr, _ in CASES]
            out = []
            for expr in exprs:
                o = interp.eval_string(expr)[-1]
                out.append(str(o.error).split("\n")[0] if o.error is not None
                           else print_string(o.value))
        return out
    finally:
        codegen.ENABLED = saved


@pytest.fixture(scope="module", params=MODES)
def mode_answers(request):
    return request.param, answers(request.param)


@pytest.mark.parametrize("index", range(len(CASES)), ids=[expr for expr, _ in CASES])
def test_single_value_contexts_check_the_number_of_values(mode_answers, index):
    mode, got = mode_answers
    expr, expected = CASES[index]
    assert got[index] == expected, f"{mode}: {expr}"


def test_the_error_says_how_many_values_arrived():
    [o] = Interpreter().eval_string("(list (values 1 2 3))")
    assert str(o.error) == ("result arity mismatch;\n expected number of values not received\n"
                            "  expected: 1\n  received: 3")


def test_a_binding_form_of_several_names_lists_the_values():
    interp = Interpreter()
    [local] = interp.eval_string("(let-values ([(a b) (values 1 'x 3)]) a)")
    assert str(local.error).endswith("  in: local-binding form\n  arguments...:\n   1\n   'x\n   3")
    [top] = interp.eval_string("(define-values (p q r) (values 1 2))")
    assert str(top.error).startswith("define-values: result arity mismatch;")
    assert str(top.error).endswith("  in: definition of p ...\n  arguments...:\n   1\n   2")


def test_a_translated_procedure_returns_multiple_values_as_a_tail_call():
    """The invariant that lets callers skip the test on a direct call's result."""
    interp = Interpreter()
    with capture_output():
        interp.load_text("#lang racket\n(define (two) (values 1 2))\n(define (f l) (reverse l))\n"
                         "(provide two f)", "m.rkt", lambda v: None)
    two = interp.ns.cells[next(k for k in interp.ns.cells if k.name == "two")].value
    assert two.fn is not None                        # translated
    assert type(two.fn()) is TailCall


def test_the_fast_path_has_no_multiple_values_test(capsys):
    """fib's generated code: a direct call of translated code (fib's of itself, and
    fib+1's of fib's constant through the global its stub binds: direct_calls.py) and
    the arithmetic test nothing more than before: no result is tested for multiple values."""
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        with capture_output():
            Interpreter().load_text("#lang racket/base\n(define (fib n) (if (< n 2) n "
                                    "(+ (fib (- n 1)) (fib (- n 2)))))\n"
                                    "(define (fib+1 n) (+ (fib n) 1))", "fib.rkt", lambda v: None)
    finally:
        codegen.SHOW = saved
    lines = capsys.readouterr().err.split("\n")
    assert any("= d1(" in line for line in lines)   # fib+1's of fib's constant (direct_calls.py)
    assert any("= f1_fib(" in line for line in lines)
    assert not any("_MV" in line for line in lines)  # no slow path left, nothing tested


def test_a_first_order_primitive_s_result_is_not_tested(capsys):
    """list-ref returns one value and never a TailCall (inliners.PLAIN_RESULTS): its
    call's result is used as it is; apply's is still finished and checked."""
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        with capture_output():
            Interpreter().load_text("#lang racket/base\n(define (f l i) (list (list-ref l i)))\n"
                                    "(define (g h l) (list (apply h l)))", "p.rkt", lambda v: None)
    finally:
        codegen.SHOW = saved
    code = capsys.readouterr().err
    f, g = code[code.index("def f1_f("):code.index("def f1_g(")], code[code.index("def f1_g("):]
    assert "_T" not in f and "_MV" not in f
    assert "_T" in g and "_MV" in g
