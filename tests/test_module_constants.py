"""A module's constants (constants.py): Racket's rules for them, and the direct calls
they allow.

A module-level variable its module never `set!`s is a constant: from the module's
namespace a `set!` of it is "NAME: cannot modify a constant". A procedure stored in such a
variable (or in a local one nothing assigns) calls itself as a plain Python call, with no
cell to read and no arity to test. The program below is mostly the cases where that would
be wrong: the variable is assigned after all (module-level and local), traced, called with
the wrong count, with optional arguments, through `apply`, or gives several values. Its
answers are Racket 8.7's (re-checked against `racket` when it is installed).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_prints, needs_racket, racket_prints  # noqa: E402
from racket_oracle import RACKET_EVAL, requires_racket_eval  # noqa: E402
from test_primitive_fast_paths import generated_source  # noqa: E402

from minischeme.expansion import constants  # noqa: E402
from minischeme.cli import main  # noqa: E402
from minischeme.values.data import Symbol  # noqa: E402
from minischeme.reading.reader import read_all  # noqa: E402

PROGRAM = "#lang racket\n(require racket/trace)\n(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))\n(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\n(displayln (fib 20))\n(define (count-down n) (if (= n 0) 'done (count-down (- n 1))))\n(displayln (count-down 100000))\n(define (swapped n) (if (= n 0) 'old (list 'old (swapped (- n 1)))))\n(define first-swapped swapped)\n(set! swapped (lambda (n) 'new))\n(displayln (first-swapped 3))\n(define (looping n) (if (= n 0) 'old (looping (- n 1))))\n(define first-looping looping)\n(set! looping (lambda (n) (list 'new n)))\n(displayln (first-looping 3))\n(define (traced n) (if (= n 0) 0 (+ 1 (traced (- n 1)))))\n(trace traced)\n(displayln (traced 2))\n(define (arity-error n) (if (= n 0) 0 (arity-error n 1)))\n(displayln (try (lambda () (arity-error 1))))\n(define (optional n [acc 0]) (if (= n 0) acc (+ 1 (optional (- n 1) acc))))\n(displayln (optional 5))\n(define (local-swap)\n  (define (h n) (if (= n 0) 'old (list 'h (h (- n 1)))))\n  (define h0 h)\n  (set! h (lambda (n) 'new))\n  (h0 3))\n(displayln (local-swap))\n(define (named-let n) (let loop ([i 0]) (if (= i n) '() (cons i (loop (add1 i))))))\n(displayln (named-let 5))\n(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1)))))\n(displayln (deep 100000))\n(define (early) (define (a) (+ (b) 1)) (define b-val (a)) (define (b) 1) b-val)\n(displayln (try early))\n(define (via-apply n) (if (= n 0) 'done (apply via-apply (list (- n 1)))))\n(displayln (via-apply 3))\n(define (many-values n) (if (= n 0) (values 1 2) (many-values (- n 1))))\n(displayln (try (lambda () (+ 1 (many-values 2)))))\n(define (non-tail-values n) (if (= n 0) (values 1 2) (let ([x (non-tail-values (- n 1))]) x)))\n(displayln (try (lambda () (non-tail-values 2))))\n"

RACKET_PRINTS = '6765\ndone\n(old new)\n(new 2)\n>(traced 2)\n> (traced 1)\n> >(traced 0)\n< <0\n< 1\n<2\n2\narity-error: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2\n5\n(h new)\n(0 1 2 3 4)\n100000\nb: undefined;\n cannot use before initialization\ndone\nresult arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\nresult arity mismatch;\n expected number of values not received\n  expected: 1\n  received: 2\n'


def test_self_calls_print_what_racket_prints(tmp_path: Path) -> None:
    assert minischeme_prints(PROGRAM, tmp_path) == RACKET_PRINTS


@needs_racket
def test_recorded_answers_are_racket_s(tmp_path: Path) -> None:
    assert racket_prints(PROGRAM, tmp_path) == RACKET_PRINTS


# -- the direct calls

def test_a_module_procedure_calling_itself_is_a_plain_python_call() -> None:
    src = generated_source("""#lang racket/base
        (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
        (fib 5)""")
    body = src[src.index("def f1_fib"):]
    assert "= f1_fib(" in body and ".value" not in body and ".arity" not in body


def test_a_procedure_its_module_assigns_is_called_through_its_variable() -> None:
    src = generated_source("""#lang racket/base
        (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
        (set! fib fib)""")
    body = src[src.index("def f1_fib"):]
    assert "= f1_fib(" not in body and ".value" in body


@pytest.mark.parametrize("library", ["math/number-theory", "math", "racket/control"])
def test_a_library_s_own_macros_leave_the_constants(library: str) -> None:
    # requiring math/number-theory (with-modulus) or racket/control (prompt, control ...)
    # binds library macros, which never assign the module's variables: fib stays a constant
    src = generated_source(f"""#lang racket/base
        (require {library})
        (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
        (fib 5)""")
    body = src[src.index("def f1_fib"):]
    assert "= f1_fib(" in body and ".value" not in body


def test_a_local_procedure_calling_itself_is_a_plain_python_call() -> None:
    src = generated_source("""#lang racket/base
        (define (f n) (let loop ([i 0]) (if (= i n) '() (cons i (loop (add1 i))))))""")
    assert "= f4_loop(" in src and "v3_loop.arity" not in src


def test_a_macro_in_the_module_leaves_no_constants(tmp_path: Path) -> None:
    program = """#lang racket
(define-syntax-rule (replace! name value) (set! name value))
(define (f n) (if (= n 0) 'old (list 'old (f (- n 1)))))
(define g f)
(replace! f (lambda (n) 'new))
(displayln (g 2))
"""
    assert minischeme_prints(program, tmp_path) == "(old new)\n"
    src = generated_source(program)
    assert "= f1_f(" not in src


def test_a_set_the_text_did_not_show_recompiles_without_constants(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(constants, "assigned_names", lambda forms: set())
    program = """#lang racket
(define (f n) (if (= n 0) 'old (list 'old (f (- n 1)))))
(define g f)
(set! f (lambda (n) 'new))
(displayln (g 2))
"""
    assert minischeme_prints(program, tmp_path) == "(old new)\n"


# -- assignments from the module's namespace

MODULE = """#lang racket
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(define (g n) (fib n))
(define h (lambda (x) x))
(define (uses-set) (set! h 5) h)
"""
EXPRESSIONS = """(fib 10)
(set! fib (lambda (n) 1))
(g 10)
(define (f) (set! fib 1))
(f)
(let () (set! fib 3) 4)
(set! h 7)
h
"""
# racket tools/racket-eval.rkt on these, racket 8.7: (value or error) per line
RACKET_ANSWERS = [("value", "55"), ("error", "fib: cannot modify a constant"), ("value", "55"),
                  ("value", ""), ("error", "fib: cannot modify a constant"),
                  ("error", "fib: cannot modify a constant"), ("value", ""), ("value", "7")]


def eval_answers(argv: list[str], cwd: Path, racket: bool = False) -> list[tuple[str, str]]:
    if racket:
        out = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=120).stdout
    else:
        import contextlib
        import io
        buf = io.StringIO()
        with contextlib.chdir(cwd), contextlib.redirect_stdout(buf):
            main(argv)
        out = buf.getvalue()
    lines = [json.loads(line) for line in out.splitlines()][1:]
    return [("error", d["error"]) if "error" in d else ("value", d["value"]) for d in lines]


def test_setting_a_constant_from_the_namespace_is_racket_s_error(tmp_path: Path) -> None:
    (tmp_path / "m.rkt").write_text(MODULE)
    (tmp_path / "e.txt").write_text(EXPRESSIONS)
    assert eval_answers(["eval", "m.rkt", "e.txt"], tmp_path) == RACKET_ANSWERS


@requires_racket_eval
def test_racket_answers_are_racket_s(tmp_path: Path) -> None:
    (tmp_path / "m.rkt").write_text(MODULE)
    (tmp_path / "e.txt").write_text(EXPRESSIONS)
    assert eval_answers(["racket", str(RACKET_EVAL), "m.rkt", "e.txt"], tmp_path,
                        racket=True) == RACKET_ANSWERS


# -- what the text shows

def names(text: str) -> set[str] | None:
    found = constants.assigned_names(read_all(text))
    return None if found is None else {s.name for s in found if type(s) is Symbol}


def test_set_targets_anywhere_are_assigned() -> None:
    assert names("(define (f) (let () (when #t (set! a 1)))) (trace b c) (set!-values (d e) 1)"
                 " (quote (set! q 1)) (x . ((set! y 2)))") == {"a", "b", "c", "d", "e", "q", "y"}


def test_a_macro_definition_anywhere_means_no_telling() -> None:
    assert names("(define (f) (define-syntax-rule (m x) x) (m 1))") is None
    assert names("(define (f) 1)") == set()
