"""Correctness of the compiler's fast path (codegen.py): procedures translated to Python
source must behave exactly as the closure compiler's (values, printed output, Racket's error
messages, tail calls, step limits). Each program runs both ways and the results must agree,
and the cases that are about the fast path check that it was really taken."""
import pytest

from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.printer import print_string
from minischeme.values.procedures import Closure
from minischeme.values.runtime import BUDGET


def run(src: str, generate: bool, module: bool = False) -> list[str]:
    """Each form's printed value or error (a module: the values it prints, then its error)."""
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    try:
        interp = Interpreter()
        with capture_output() as port:
            if module:
                values: list = []
                outcome = interp.load_text("#lang racket\n" + src, "stdin", values.append)
                results = [print_string(v) for v in values] + [f"error: {outcome.error}"]
            else:
                results = [f"error: {o.error}" if o.error is not None else print_string(o.value)
                           for o in interp.eval_string(src)]
        return results + [f"output: {port.getvalue()}"]
    finally:
        codegen.ENABLED = saved


def same_both_ways(src: str, module: bool = False) -> list[str]:
    fast = run(src, True, module)
    slow = run(src, False, module)
    assert fast == slow
    return fast


def generated(interp: Interpreter, name: str) -> bool:
    value = interp.ns.cells[__import__("minischeme.values.data", fromlist=["sym"]).sym(name)].value
    return type(value) is Closure and value.fn is not None


PROGRAMS = {
    "closures capture each call's variables": """
        (define (mk n acc) (if (= n 0) acc (mk (- n 1) (cons (lambda () n) acc))))
        (map (lambda (f) (f)) (mk 3 '()))""",
    "named let closures capture each iteration": """
        (let loop ([i 0] [acc '()])
          (if (= i 3) (map (lambda (f) (f)) acc) (loop (+ i 1) (cons (lambda () i) acc))))""",
    "set! of a captured variable": """
        (define (counter) (let ([n 0]) (lambda () (set! n (+ n 1)) n)))
        (define c (counter)) (c) (c)""",
    "set! in a loop": """
        (define (f n) (define total 0) (let loop ([i 0]) (when (< i n) (set! total (+ total i)) (loop (+ i 1)))) total)
        (f 10)""",
    "internal definition used before it is defined": """
        (define (f) (define a (b)) (define (b) 1) a) (f)""",
    "internal definition read later by a lambda": """
        (define (f) (define (g) h) (define h 5) (g)) (f)""",
    "internal definition read by a lambda called too early": """
        (define (f) (define (g) h) (g) (define h 5) 1) (f)""",
    "letrec read before its definition": """
        (letrec ([a (lambda () b)] [c (a)] [b 2]) c)""",
    "mutually recursive internal definitions": """
        (define (f n) (define (ev? n) (if (= n 0) #t (od? (- n 1)))) (define (od? n) (if (= n 0) #f (ev? (- n 1)))) (ev? n))
        (f 100001)""",
    "self call after the name is redefined": """
        (define (f n) (if (= n 0) 'a (f (- n 1)))) (define g f) (define (f n) 'b) (g 5)""",
    "primitive redefined at top level": """
        (define (f x) (car x)) (f '(1 2)) (define (car x) 'mine) (f '(1))""",
    "primitive assigned at top level": """
        (define (f x y) (+ x y)) (f 1 2) (set! + -) (f 1 2)""",
    "arity errors": """
        (define (f x) x) (f 1 2) (f) (define (g a . r) (list a r)) (g 1 2 3) (g)""",
    "not a procedure": """
        (define (f x) (x 1)) (f 5) (define (h) (5 1 2)) (h)""",
    "multiple values where one is expected": """
        (define (f) (let ([x (values 1 2)]) x)) (f)
        (define (g) (define y (values 1 2)) y) (g)
        (define (h) (values 1 2)) (call-with-values h list) (h)""",
    "exactness and contagion": """
        (define (f x) (+ x 1/2)) (f 1) (f 1.5) (f 1/2)
        (define (g x y) (list (< x y) (= x y) (* x y) (- x y) (- x))) (g 1 2.5) (g 2 2.0) (g 1/3 1/3)
        (define (z x) (list (zero? x) (add1 x) (sub1 x))) (z 0) (z 0.0) (z 1/2)""",
    "contract errors": """
        (define (g x y) (< x y)) (g 'a 1) (g 1 'a)
        (define (p x) (+ x #t)) (p 1)
        (define (c x) (car x)) (c '()) (define (d x) (cadr x)) (d '(1))
        (define (fr x) (first x)) (fr '(1 2)) (fr '(1 . 2)) (fr 5)""",
    "integer division": """
        (define (m a b) (list (modulo a b) (remainder a b) (quotient a b)))
        (m 7 2) (m -7 2) (m 7 -2) (m -7 -2) (m 7.0 2) (m 7 0)""",
    "eq? eqv? equal?": """
        (define (e a b) (list (eq? a b) (eqv? a b) (equal? a b)))
        (e 100000000000000000000 100000000000000000000) (e 1.5 1.5) (e "a" "a") (e '(1) '(1)) (e 'x 'x)""",
    "set! of a module variable before its definition": """
        (define (f) (set! later 1)) (f) (define later 0) (f) later""",
    "a lambda inside a for loop reads and sets the loop's variables": """
        (for/list ([i 3]) ((lambda () (* i 10))))
        (define (f) (define n 0) (for ([i 4]) ((lambda () (set! n (+ n i))))) n) (f)""",
    "named let in a non-tail position": """
        (define (f) (+ 1 (let loop ([i 0]) (if (< i 10) (loop (+ i 1)) i)))) (f)""",
    "nested named lets": """
        (define (pairs n)
          (let outer ([i 0] [acc '()])
            (if (= i n) (reverse acc)
                (let inner ([j 0] [acc acc])
                  (if (= j i) (outer (+ i 1) acc) (inner (+ j 1) (cons (list i j) acc)))))))
        (pairs 4)
        (define (sum n) (let outer ([i 0] [s 0]) (if (= i n) s (outer (+ i 1) (+ s (let inner ([j 0] [t 0]) (if (= j i) t (inner (+ j 1) (+ t j)))))))))
        (sum 10)""",
    "named let whose name escapes": """
        (define (f) (let loop ([i 0]) (if (< i 3) (loop (+ i 1)) loop))) (procedure? (f))""",
    "do loops": """
        (define (f n) (do ([i 0 (+ i 1)] [acc '() (cons i acc)]) ((= i n) acc) (display i))) (f 5)""",
    "case-lambda": """
        (define g (case-lambda [(x) x] [(x y) (+ x y)])) (g 1) (g 1 2) (g 1 2 3)""",
    "optional arguments": """
        (define (f a [b 2]) (+ a b)) (f 1) (f 1 5) (f) (f 1 2 3)
        (define (g a [b (* a 10)] [c (+ a b)]) (list a b c)) (g 1) (g 1 2) (g 1 2 3)
        (define (h [a 1] . r) (list a r)) (h) (h 5) (h 5 6 7) (apply h '(1 2))
        (define (count-down n [acc '()]) (if (= n 0) acc (count-down (- n 1) (cons n acc)))) (count-down 5)
        (define (later [a b] [b 1]) a) (later 7) (later)
        (map (lambda (x [y 10]) (+ x y)) '(1 2))""",
    "keyword arguments": """
        (define (h #:k [k 3] x) (* k x)) (h 2) (h #:k 5 2) (h #:j 5 2) (h)
        (define (r #:req q) q) (r #:req 1) (r)
        (define (loop n #:acc [acc 0]) (if (= n 0) acc (loop (- n 1) #:acc (+ acc n)))) (loop 100)""",
    "apply and call-with-values in tail position": """
        (define (loop n) (if (= n 0) 'done (apply loop (list (- n 1))))) (loop 100000)
        (define (sum . xs) (if (null? xs) 0 (+ (car xs) (apply sum (cdr xs))))) (sum 1 2 3 4)""",
    "cond, case, when, unless, and, or": """
        (define (f x) (cond [(assv x '((1 . one))) => cdr] [(memv x '(2 3)) 'small] [(> x 10) 'big] [else 'other]))
        (map f '(1 2 5 11))
        (define (g x) (case x [(a e i o u) 'vowel] [(w y) 'semi] [else 'consonant])) (map g '(a w z))
        (define (h x) (list (when (> x 1) 'yes) (unless (> x 1) 'no) (and x (> x 0) 'pos) (or (> x 5) #f x))) (h 3)""",
    "internal define-syntax": """
        (define (f x) (define-syntax-rule (twice e) (* 2 e)) (twice (+ x 1))) (f 4)""",
    "procedure values print with their names": """
        (define (f) 1) f (lambda (x) x) (let loop ([i 0]) loop)""",
    "strings, vectors and characters in loops": """
        (define (count-a s) (let loop ([i 0] [n 0]) (if (= i (string-length s)) n (loop (+ i 1) (if (char=? (string-ref s i) #\\a) (+ n 1) n)))))
        (count-a "banana")
        (define (vsum v) (let loop ([i 0] [s 0]) (if (= i (vector-length v)) s (loop (+ i 1) (+ s (vector-ref v i)))))) (vsum #(1 2 3))""",
    "quasiquote and higher-order primitives": """
        (define (f x) `(a ,x ,@(map add1 (list x x)))) (f 1)
        (define (g lst) (foldl (lambda (x acc) (+ x acc)) 0 (filter odd? lst))) (g '(1 2 3 4 5))""",
    "errors raised inside handlers": """
        (define (safe-div a b) (with-handlers ([exn:fail? (lambda (e) (exn-message e))]) (/ a b)))
        (safe-div 1 0) (safe-div 4 2)""",
    "zero-argument named let and begin": """
        (define (f) (define n 0) (let loop () (set! n (+ n 1)) (if (< n 5) (loop) n))) (f)""",
    "a variable defined twice at top level": """
        (define x 1) (define (f) x) (f) (define x 2) (f)""",
}


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_top_level_programs_agree(name):
    same_both_ways(PROGRAMS[name])


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_module_programs_agree(name):
    same_both_ways(PROGRAMS[name], module=True)


def test_module_may_define_its_own_primitive_names():
    result = same_both_ways("(define (car x) 'mine) (define (f x) (car x)) (f '(1))", module=True)
    assert result[0] == "'mine"


def test_undefined_module_variable_message():
    result = same_both_ways("(define (f) (g)) (f) (define (g) 1)", module=True)
    assert "g: undefined;" in result[-2]


def test_the_benchmark_style_functions_are_generated():
    interp = Interpreter()
    interp.eval_string("""
        (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
        (define (count-up k n) (if (= k n) k (count-up (+ k 1) n)))
        (define (f xs) (let loop ([xs xs] [acc 0]) (if (null? xs) acc (loop (cdr xs) (+ acc (car xs))))))""")
    assert all(generated(interp, n) for n in ("fib", "count-up", "f"))
    [o] = interp.eval_string("(list (fib 20) (count-up 0 300000) (f '(1 2 3)))")
    assert print_string(o.value) == "'(6765 300000 6)"


def test_deep_recursion_100000_in_generated_code():
    interp = Interpreter()
    [_, o] = interp.eval_string("(define (sum-to n) (if (= n 0) 0 (+ n (sum-to (- n 1))))) (sum-to 100000)")
    assert o.error is None and o.value == 5000050000
    assert generated(interp, "sum-to")


def test_steps_count_every_call_and_iteration_the_same_both_ways():
    def steps(generate: bool) -> int:
        saved = codegen.ENABLED
        codegen.ENABLED = generate
        try:
            interp = Interpreter()
            BUDGET.steps, BUDGET.max_steps = 0, 10**9      # steps are counted under a limit
            interp.eval_string("""
                (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
                (define (loop i) (if (= i 0) 'done (loop (- i 1))))
                (define (f xs) (let lp ([xs xs] [n 0]) (if (null? xs) n (lp (cdr xs) (+ n 1)))))
                (list (fib 10) (loop 1000) (f '(1 2 3)) (map (lambda (x) x) '(1 2)))""")
            return BUDGET.steps
        finally:
            codegen.ENABLED = saved
            BUDGET.max_steps = None
    assert steps(True) == steps(False)


@pytest.mark.parametrize("loop", [
    "(define (spin n) (spin (+ n 1))) (spin 0)",
    "(let loop ([i 0]) (loop (+ i 1)))",
    "(define (f) (let loop ([i 0]) (loop (+ i 1)))) (f)",
    "(define (ev n) (od n)) (define (od n) (ev n)) (ev 0)",
])
def test_step_limit_stops_infinite_loops(loop):
    interp = Interpreter()
    BUDGET.steps = 0
    BUDGET.max_steps = 10_000
    try:
        outcomes = interp.eval_string(loop)
    finally:
        BUDGET.max_steps = None
    assert "step limit exceeded" in outcomes[-1].error


def test_comparing_with_a_literal_prints_no_python_warning(tmp_path):
    """`(eq? n 0)` and `(if 0 ...)` become `is` tests on literals in the generated Python,
    which Python warns about on stderr; the user must never see that."""
    import subprocess
    import sys
    src = tmp_path / "w.rkt"
    src.write_text("#lang racket\n(define (f n) (eq? n 0))\n(f 1)\n(define (g n) (if 0 n 2))\n"
                   "(g 1)\n(define (h n) (eqv? 1 n))\n(h 1)\n")
    run = subprocess.run([sys.executable, "-W", "default", "-m", "minischeme", "run", str(src)],
                         capture_output=True, text=True)
    assert run.stdout == "#f\n1\n#t\n" and run.stderr == ""


def test_without_a_step_limit_nothing_is_counted():
    """The count is only read against a limit, so without one the hot path skips it."""
    interp = Interpreter()
    BUDGET.steps, BUDGET.max_steps = 0, None
    interp.eval_string("(define (loop i) (if (= i 0) 'done (loop (- i 1)))) (loop 1000)")
    assert BUDGET.steps == 0
