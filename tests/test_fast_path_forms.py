"""Forms inside a procedure are translated to Python with it (codegen.py), not left to the
closure compiler: the answers stay Racket's, no lambda falls back (codegen.FALLBACKS), and
a 100,000-deep recursion through the form passes under the grader's default limits.

The `for` cases are tests/test_loops.py's (Racket 8.7's answers, re-checked there against
`racket` when it is installed), each run as the body of a procedure.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fallback_report import assert_generated  # noqa: E402
from test_deep_recursion import graded_value, no_limits_left_behind  # noqa: E402,F401
from test_loops import CASES as LOOP_CASES  # noqa: E402
from test_match import run  # noqa: E402

from minischeme.compilation import codegen  # noqa: E402
from minischeme.reading.reader import read_all  # noqa: E402

# what stays with the closure compiler: syntax errors and unbound identifiers (it reports
# them), for/fold with no accumulators
LEFT_TO_CLOSURES = ("for/fold ()", "#:when (> acc 1)", "([i])", "(i)", "([i 3 4])",
                    "(for ([i 3]))", "(for/fold ([a 0]) ([i 3]))")


def _one_expression(src: str) -> bool:
    try:
        return len(read_all(src)) == 1
    except Exception:
        return False


IN_PROCEDURE = [(src, want) for src, want in LOOP_CASES
                if _one_expression(src) and not any(s in src for s in LEFT_TO_CLOSURES)]


def fallbacks_during(program: str) -> tuple[str, Counter]:
    before = Counter(codegen.FALLBACKS)
    out = run(program)
    new = Counter(codegen.FALLBACKS)
    new.subtract(before)
    return out, +new


def test_most_loop_cases_run_inside_a_procedure():
    assert len(IN_PROCEDURE) > 150


@pytest.mark.parametrize("src, want", IN_PROCEDURE, ids=[s[:60] for s, _ in IN_PROCEDURE])
def test_for_loop_in_a_procedure_gives_rackets_answer_on_the_generated_path(src, want):
    out, fell_back = fallbacks_during(f"(define (the-case) {src})\n(the-case)")
    assert (out, dict(fell_back)) == (want, {})


def test_a_loop_with_a_syntax_error_still_gets_rackets_message():
    out, fell_back = fallbacks_during("(define (f) (for/list ([i]) i))")
    assert out == "ERROR: for/list: bad sequence binding clause\n  at: (i)\n  in: (for/list ((i)) i)"


def test_assert_generated_notices_a_lambda_left_to_the_closure_back_end():
    # Python allows 100 levels of indentation: 100 nested ifs run as the IR's closures
    # (a default that mentions a later parameter, a for/fold of no accumulators and an
    # internal define-values of no names went to the S-expression compilers, until
    # issue 33)
    nested = "(if x " * 100 + "1" + " 2)" * 100
    with pytest.raises(AssertionError, match="IndentationError"):
        assert_generated(f"(define (f x) {nested}) (f #t)")


def test_for_fold_body_values_become_plain_assignments_without_a_thunk():
    # the body's (values ...) is rewritten into the updates: no lambda is made for it
    out = assert_generated("(define (stats xs)\n"
                           "  (for/fold ([n 0] [s 0] #:result (list n s)) ([x (in-list xs)])\n"
                           "    (define y (* x x))\n"
                           "    (if (odd? x) (values (add1 n) (+ s y)) (values n s))))\n"
                           "(stats '(1 2 3))")
    assert out == "'(2 10)\n"


def test_hidden_accumulators_do_not_capture_the_users_names():
    out = assert_generated("(define (f acc) (for/list ([i 2]) (list acc i)))\n(f 'x)")
    assert out == "'((x 0) (x 1))\n"


# -- match-define among a body's forms (Racket's answers)

@pytest.mark.parametrize("program, want", [
    ("(define (f p) (match-define (cons a b) p) (+ a b)) (f (cons 1 2))", "3\n"),
    ("(define (g p) (match-define (list x) p) x) (g (list 7))", "7\n"),
    ("(define (h p) (match-define (list) p) 1) (h (list))", "1\n"),
])
def test_match_define_in_a_body_is_translated(program, want):
    assert assert_generated(program) == want


def test_match_define_that_does_not_match_says_so_in_rackets_words():
    out, fell_back = fallbacks_during("(define (f p) (match-define (cons a b) p) (+ a b)) (f 5)")
    assert (out, dict(fell_back)) == ("ERROR: match-define: no matching clause for 5", {})


# -- struct-copy (Racket's answers: a subtype's instance copies as the type named)

STRUCTS = "(struct pt (x y) #:transparent) (struct pt3 pt (z) #:transparent)\n"


@pytest.mark.parametrize("program, want", [
    ("(define (f p) (struct-copy pt p [x 10])) (f (pt 1 2))", "(pt 10 2)\n"),
    ("(define (g p) (struct-copy pt p [y (+ 1 (pt-y p))] [x 0])) (g (pt3 1 2 3))", "(pt 0 3)\n"),
    ("(define (h p) (struct-copy pt3 p [z 0])) (h (pt3 1 2 3))", "(pt3 1 2 0)\n"),
    ("(define (f p) (struct-copy pt p [x 10]))\n"
     "(with-handlers ([exn:fail? exn-message]) (f 5))",
     '"struct-copy: contract violation\\n  expected: pt?\\n  given: 5"\n'),
])
def test_struct_copy_in_a_procedure_is_translated(program, want):
    assert assert_generated(STRUCTS + program) == want


def test_struct_copy_at_module_level_copies_a_subtype_instance_as_the_type_named():
    assert run(STRUCTS + "(struct-copy pt (pt3 1 2 3) [x 0])") == "(pt 0 2)"


# -- loops and match at module level run as a procedure translated to Python

def generated_during(program: str) -> tuple[str, int]:
    """What ``program`` prints, and how many procedures were translated to Python."""
    from minischeme.compilation import closures, compiler
    count = [0]
    original = compiler.generate_procedure

    def counting(*args, **kwargs):
        made = original(*args, **kwargs)
        count[0] += made is not None
        return made
    # a module-level define's value is translated from the closures' emitter
    compiler.generate_procedure = closures.generate_procedure = counting
    try:
        return run(program), count[0]
    finally:
        compiler.generate_procedure = closures.generate_procedure = original


@pytest.mark.parametrize("program, want", [
    ("(for/sum ([i 10]) i)", "45"),
    ("(define-values (s c) (for/fold ([s 0] [c 0]) ([i (in-range 10)] #:when (odd? i))"
     " (values (+ s i) (add1 c)))) (list s c)", "'(25 5)"),
    ("(define x (match (list 1 2) [(list a b) (+ a b)])) x", "3"),
])
def test_a_module_level_loop_or_match_is_translated(program, want):
    assert generated_during(program) == (want, 1)


def test_a_module_level_match_define_defines_module_variables():
    # match-define at module level is a define-values of module variables (a derived form):
    # its value, the match, runs translated as `(define x (match ...))`'s does
    assert generated_during("(match-define (cons a b) (cons 1 2)) (list a b)") == ("'(1 2)", 1)


# -- depth: Racket prints 100000 for each (checked below where racket is installed)

DEEP = {
    "for/list": "(define (deep n) (if (= n 0) 0 (+ (car (for/list ([i (in-range 1 2)]) i))"
                " (deep (- n 1)))))",
    "for*/list #:when": "(define (deep n) (if (= n 0) 0 (+ (length (for*/list ([i 2] #:when (odd? i)"
                        " [j (in-list '(a))]) j)) (deep (- n 1)))))",
    "for/fold values": "(define (deep n) (if (= n 0) 0 (let-values ([(a b) (for/fold ([a 0] [b 0])"
                       " ([i 1]) (values (+ a 1) b))]) (+ a b (deep (- n 1))))))",
    "for/hash": "(define (deep n) (if (= n 0) 0 (+ (hash-count (for/hash ([i 1]) (values i i)))"
                " (deep (- n 1)))))",
    "for/vector #:length": "(define (deep n) (if (= n 0) 0 (+ (vector-length (for/vector #:length 1"
                           " ([i 5]) i)) (deep (- n 1)))))",
    "match-define": "(define (deep n) (match-define (list m) (list n))"
                    " (if (= m 0) 0 (+ 1 (deep (- m 1)))))",
    "struct-copy": "(struct pt (x y)) (define (deep n) (if (= n 0) 0"
                   " (+ (pt-x (struct-copy pt (pt 0 0) [x 1])) (deep (- n 1)))))",
    "recursion in for/sum body": "(define (deep n) (for/sum ([i (in-value n)]) (if (= i 0) 0"
                                 " (+ 1 (deep (- i 1))))))",
}


@pytest.mark.parametrize("form", DEEP)
def test_recursion_100000_deep_through_the_form_passes_under_default_limits(form):
    assert graded_value(DEEP[form]) == ("ok", 100_000)


@pytest.mark.parametrize("form", DEEP)
def test_the_deep_recursion_is_on_the_generated_path(form):
    assert assert_generated(DEEP[form] + "\n(deep 10)") == "10\n"


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
def test_racket_prints_100000_for_each_deep_recursion():
    program = "\n".join(DEEP[f].replace("(define (deep", f"(define (deep{i}")
                        .replace("(deep (-", f"(deep{i} (-") for i, f in enumerate(DEEP))
    calls = " ".join(f"(deep{i} 100000)" for i in range(len(DEEP)))
    r = subprocess.run(["racket", "-e", f"{program}\n(displayln (list {calls}))"],
                       capture_output=True, text=True, timeout=300)
    assert r.stdout.strip() == "(" + " ".join(["100000"] * len(DEEP)) + ")", r.stderr


def test_an_internal_define_values_of_no_names_is_translated():
    # Racket 8.7: 3; the same definition given one value is its arity error
    assert assert_generated("(define (f) (define-values () (values)) (define x 3) x) (f)") == "3\n"
    assert run("(define (f) (define-values () (values 1)) 2) (f)") == (
        "ERROR: result arity mismatch;\n expected number of values not received\n  expected: 0\n"
        "  received: 1\n  in: local-binding form\n  arguments...:\n   1")
