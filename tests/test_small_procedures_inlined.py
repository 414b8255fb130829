"""A module's constant bound to a small lambda runs its body in place where a later form
of the module calls it with one argument per parameter (expansion/inlining.py,
``Builder.inline_call``), as Racket's compiler inlines small procedures: no procedure
call, no test of its result. These programs print what Racket 8.7 printed for them
(recorded below, from `racket FILE`) in both back ends, counting the same steps (a
step for each call, inlined or not), and where inlining would change a name's meaning
the call is left as it is."""
import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from back_end_runs import run_counting_steps  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # a predicate on a module constant, a square, arguments evaluated in order
    """(define FLOOR #\\.)
       (define (floor? c) (eq? FLOOR c))
       (define (sq x) (* x x))
       (define (show x) (display x) x)
       (define (add3 a b c) (+ a b c))
       (list (for/sum ([c (in-string "L..L.#")]) (if (floor? c) 1 0)) (sq (sq 3))
             (add3 (show 1) (show 2) (show 3)))""": "123'(3 81 6)\n",
    # a local binding of a name the body uses (`*`), or of the parameter's name: the
    # call keeps the module's procedure; passed as a value it is the procedure
    """(define (sq x) (* x x))
       (define (h x) (let ([* +]) (sq x)))
       (define (g sq) (* sq 2))
       (list (h 5) (g 4) (map sq '(1 2 3)))""": "'(25 8 (1 4 9))\n",
    # small procedures calling each other, deep: not inlined into themselves, and
    # their tail calls stay proper
    """(define (ev? n) (if (= n 0) #t (od? (- n 1))))
       (define (od? n) (if (= n 0) #f (ev? (- n 1))))
       (define (a x) (b x))
       (define (b x) (if (> x 0) (a (- x 1)) 'done))
       (list (ev? 100001) (a 100000))""": "'(#f done)\n",
    # a module variable defined after the procedure; a procedure a set! names is no
    # constant, so its calls are not inlined
    """(define (uses-later x) (+ x K))
       (define K 10)
       (define (reassigned x) (+ x 1))
       (set! reassigned (lambda (x) (- x 1)))
       (list (uses-later 1) (reassigned 5))""": "'(11 4)\n",
    # a submodule's require rebinding a name the body uses: the call in the submodule
    # is not inlined (its names are not the module's)
    """(define (f x) (second x))
       (module+ main (require (only-in racket/base [car second])) (f '(1 2 3)))""": "2\n",
    # a procedure written after its caller: inlined behind a read of its variable, so a
    # call run before the definition is still Racket's error (Racket names the file where
    # minischeme's module read from a string says top-level, as it did before inlining)
    """(define (g x) (f x))
       (define (h) (with-handlers ([exn:fail? exn-message]) (g 1)))
       (h)
       (define (f x) (* x 2))
       (g 5)""":
        "\"f: undefined;\\n cannot reference an identifier before its definition\\n  in module: "
        "top-level\"\n10\n",
    # a chain of small procedures each calling the next twice (nesting is bounded)
    """(define (p0 x) (* x 1))
       (define (p1 x) (+ (p0 x) (p0 x)))
       (define (p2 x) (+ (p1 x) (p1 x)))
       (define (p3 x) (+ (p2 x) (p2 x)))
       (define (p4 x) (+ (p3 x) (p3 x)))
       (define (p5 x) (+ (p4 x) (p4 x)))
       (define (p6 x) (+ (p5 x) (p5 x)))
       (define (run) (p6 1))
       (run)""": "64\n",
    # errors in the body and of the call's arity are the procedure's
    """(define (sq x) (* x x))
       (list (with-handlers ([exn:fail? exn-message]) (sq 'x))
             (with-handlers ([exn:fail? exn-message]) (sq 1 2)))""":
        "'(\"*: contract violation\\n  expected: number?\\n  given: 'x\" \"sq: arity mismatch;\\n"
        " the expected number of arguments does not match the given number\\n  expected: 1\\n"
        "  given: 2\")\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    fast = run_counting_steps(src, True)
    assert fast[:2] == (PROGRAMS[src], None)
    assert fast == run_counting_steps(src, False)


def _generated(src: str, capsys) -> str:
    saved = codegen.SHOW
    codegen.SHOW = True
    try:
        Interpreter().load_text("#lang racket\n" + src, "stdin")
    finally:
        codegen.SHOW = saved
    return capsys.readouterr().err


def test_the_call_runs_the_body_in_place(capsys):
    """count's generated code calls no procedure for `(floor? c)`: no direct-call name
    (d1), the body's eq? written in place."""
    code = _generated("(define F #\\.)\n(define (floor? c) (eq? F c))\n"
                      "(define (count s) (for/sum ([c (in-string s)]) (if (floor? c) 1 0)))", capsys)
    assert "def f1_count(" in code and "d1(" not in code


def test_a_shadowed_name_keeps_the_call(capsys):
    """With `*` bound locally at the call site, `(sq x)` stays a call (d1)."""
    code = _generated("(define (sq x) (* x x))\n(define (h x) (let ([* +]) (sq x)))", capsys)
    assert "d1(" in code


def test_a_step_limit_stops_a_loop_of_inlined_calls_as_before():
    """A loop calling an inlined procedure is stopped by the same step count."""
    src = "(define (inc x) (+ x 1))\n(define (spin n) (spin (inc n)))\n(spin 0)"
    from minischeme.values.runtime import BUDGET
    results = []
    for generate in (True, False):
        saved = codegen.ENABLED
        codegen.ENABLED = generate
        try:
            it = Interpreter()
            BUDGET.steps, BUDGET.max_steps = 0, 10_000
            outcome = it.load_text("#lang racket\n" + src, "stdin")
            results.append((BUDGET.steps, outcome.error is not None))
        finally:
            BUDGET.max_steps = None
            codegen.ENABLED = saved
    assert results[0] == results[1] and results[0][1]


def test_a_call_written_before_the_definition_reads_the_variable_then_runs_in_place(capsys):
    """g's call of f, defined after g: f's variable read (its undefined check), no call."""
    code = _generated("(define (g x) (f x))\n(define (f x) (* x 2))", capsys)
    g = code[code.index("def f1_g("):code.index("return _MC(")]
    assert ".value" in g and "_undefined(" in g and "d1(" not in g


def test_nesting_of_inlined_bodies_is_bounded(capsys):
    """A chain of procedures each calling the next twice: run's code holds at most
    2 ** MAX_DEPTH copies of the innermost multiplication, not 2 ** 6."""
    from minischeme.expansion.inlining import MAX_DEPTH
    chain = "(define (p0 x) (* x 3))\n" + "".join(
        f"(define (p{k} x) (+ (p{k - 1} x) (p{k - 1} x)))\n" for k in range(1, 7))
    code = _generated(chain + "(define (run) (p6 1))", capsys)
    run = code[code.index("def f1_run("):]
    assert run.count("* (3)") <= 2 ** MAX_DEPTH and "d1(" in run   # the deepest stay calls
