"""Variables that surely hold an exact integer (fixnums.py) are not tested for one.

A loop counter such as `i` in `(let loop ([i 0]) ... (loop (add1 i)))` can only be an
integer, so the generated Python writes `(add1 i)` as `i + 1` with no test of `i`. The
program below is mostly cases where a variable *looks* like a counter but can get something
else (the loop escapes and is called with a symbol, `apply`, `map`, `set!`, floats,
rationals, a vector's element, a value read before its definition): each must still give
Racket's answer or Racket's error. Its answers are Racket 8.7's (re-checked against `racket`
when it is installed).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_prints, needs_racket, racket_prints  # noqa: E402
from test_primitive_fast_paths import generated_source  # noqa: E402

from minischeme.compilation import fixnums  # noqa: E402
from minischeme.values.data import sym  # noqa: E402
from minischeme.expansion.ir import App, Const, Fn, Local, NamedLet, Seq, Var  # noqa: E402
from minischeme.primitives import lookup_primitive  # noqa: E402

PROGRAM = '''#lang racket/base
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(define (palindrome? s)
  (let loop ([i 0] [j (sub1 (string-length s))])
    (or (>= i j) (and (char=? (string-ref s i) (string-ref s j)) (loop (add1 i) (sub1 j))))))
(displayln (list (palindrome? "racecar") (palindrome? (number->string 9009)) (palindrome? "ab")))
(define escaped #f)
(define (escape-loop)
  (let loop ([i 0]) (if (> i 3) i (begin (set! escaped loop) (loop (add1 i))))))
(displayln (escape-loop))
(displayln (try (lambda () (escaped 'x))))
(define (applied)
  (define (down n) (if (= n 0) 'done (down (sub1 n))))
  (list (down 3) (try (lambda () (apply down '(a))))))
(displayln (applied))
(define (mapped)
  (define (inc n) (add1 n))
  (list (inc 1) (try (lambda () (map inc '(1 a))))))
(displayln (mapped))
(define (reassigned) (let ([i 0]) (set! i 'a) (try (lambda () (+ i 1)))))
(displayln (reassigned))
(define (floats) (let loop ([i 0] [acc 0]) (if (= i 3) acc (loop (add1 i) (+ acc 1.5)))))
(displayln (floats))
(define (halves) (let loop ([i 0]) (if (< i 3) (loop (+ i 1/2)) i)))
(displayln (halves))
(define (from-vector v) (let loop ([i 0]) (if (> i 3) i (loop (vector-ref v i)))))
(displayln (try (lambda () (from-vector (vector 1 'q 3)))))
(define (divide) (let loop ([i 5]) (quotient 10 (- i 5))))
(displayln (try divide))
(define (biggest) (let loop ([i 1]) (max i 2.5)))
(displayln (biggest))
(define (doubling) (let loop ([i 1] [n 0]) (if (= n 100) i (loop (* i 2) (add1 n)))))
(displayln (doubling))
(define (huge) (let loop ([i 1] [n 0]) (if (= n 40000) (string-length (number->string i)) (loop (* i 2) (add1 n)))))
(displayln (huge))
(define (early) (letrec ([a (lambda () (+ b 1))] [b (a)]) b))
(displayln (try early))
(define (negatives) (let loop ([i 0] [acc '()]) (if (= i -3) acc (loop (sub1 i) (cons (abs i) acc)))))
(displayln (negatives))
(define (mods) (for/list ([i (in-range -3 4)]) (list (modulo i 3) (remainder i 3) (quotient i 2))))
(displayln (mods))
(define (floats-range) (for/list ([i (in-range 0 2 0.5)]) (* i 2)))
(displayln (floats-range))
(define (counter-string) (for/fold ([s ""]) ([i 3]) (string-append s (number->string (* i i)))))
(displayln (counter-string))
(define (vec-sum v) (let loop ([i 0] [acc 0]) (if (= i (vector-length v)) acc (loop (add1 i) (+ acc (vector-ref v i))))))
(displayln (list (vec-sum (vector 1 2 3)) (try (lambda () (vec-sum (vector 1 'b))))))
(define (chars s) (for/list ([i (string-length s)]) (char->integer (string-ref s i))))
(displayln (chars "aλ"))
(define (bits n) (let loop ([n n] [c 0]) (if (= n 0) c (loop (arithmetic-shift n -1) (+ c (bitwise-and n 1))))))
(displayln (list (bits 255) (bits (expt 2 70))))
(define (cased) (define f (case-lambda [(x) (add1 x)] [(x y) (+ x y)])) (list (f 1) (f 1 2) (try (lambda () (f 'a)))))
(displayln (cased))
(define (shadow) (let loop ([i 0]) (if (= i 2) (let ([i 'sym]) i) (loop (add1 i)))))
(displayln (shadow))
(define (bool-count) (let loop ([i 0] [b #t]) (if (= i 2) b (loop (add1 i) (not b)))))
(displayln (bool-count))
(define (minus-one) (let loop ([i 3] [acc '()]) (if (zero? i) acc (loop (- i 1) (cons (- i) acc)))))
(displayln (minus-one))
'''

RACKET_PRINTS = '''(#t #t #f)
4
>: contract violation
  expected: real?
  given: 'x
(done =: contract violation
  expected: number?
  given: 'a)
(2 add1: contract violation
  expected: number?
  given: 'a)
+: contract violation
  expected: number?
  given: 'a
4.5
3
>: contract violation
  expected: real?
  given: 'q
quotient: division by zero
2.5
1267650600228229401496703205376
12042
b: undefined;
 cannot use before initialization
(2 1 0)
((0 0 -1) (1 -2 -1) (2 -1 0) (0 0 0) (1 1 0) (2 2 1) (0 0 1))
(0 1.0 2.0 3.0)
014
(6 +: contract violation
  expected: number?
  given: 'b)
(97 955)
(8 1)
(2 3 add1: contract violation
  expected: number?
  given: 'a)
sym
#t
(-1 -2 -3)
'''


def test_programs_with_counters_print_what_racket_prints(tmp_path: Path) -> None:
    assert minischeme_prints(PROGRAM, tmp_path) == RACKET_PRINTS


@needs_racket
def test_recorded_answers_are_racket_s(tmp_path: Path) -> None:
    assert racket_prints(PROGRAM, tmp_path) == RACKET_PRINTS


def palindrome_source() -> str:
    return generated_source("""#lang racket/base
        (define (palindrome? s)
          (let loop ([i 0] [j (sub1 (string-length s))])
            (or (>= i j)
                (and (char=? (string-ref s i) (string-ref s j)) (loop (add1 i) (sub1 j))))))""")


def test_loop_counters_are_used_without_an_int_test() -> None:
    source = palindrome_source()
    assert "_i >= v" in source and "_i + 1)" in source and "_j - 1)" in source
    assert "_i.__class__ is int" not in source and "_j.__class__ is int" not in source


def test_a_parameter_called_from_outside_is_still_tested() -> None:
    source = palindrome_source()
    assert "v2_s.__class__ is str" in source      # `s` may be anything: string-ref tests it


def test_a_loop_that_escapes_keeps_its_tests() -> None:
    source = generated_source("""#lang racket/base
        (define saved #f)
        (define (f) (let loop ([i 0]) (set! saved loop) (if (> i 3) i (loop (add1 i)))))""")
    assert "_i.__class__ is int" in source


def _loop(params: list[str], inits: list, calls_args: list[list]) -> tuple[Fn, list[Var]]:
    """A root procedure whose body is a named let with ``params``, its ``inits``, and a
    body calling the loop with each of ``calls_args`` (functions of the loop's vars)."""
    root = Fn(None, "root", "f1")
    fn = Fn(root, "loop", "f2")
    var = Var(sym("loop"), "v0", root, "rec")
    fn.params = [Var(sym(p), f"v_{p}", fn, "param") for p in params]
    fn.nreq = len(params)
    fn.body = Seq([App(Local(var, False), make(fn.params)) for make in calls_args])
    root.body = NamedLet(var, fn, inits)
    return root, fn.params


def test_a_variable_is_an_integer_only_if_every_value_it_gets_is() -> None:
    add1 = Const(lookup_primitive("add1"))
    root, (i, j) = _loop(["i", "j"], [Const(0), Const(0)],
                         [lambda vs: [App(add1, [Local(vs[0], False)]), Local(vs[1], False)],
                          lambda vs: [Local(vs[0], False), Const(1.5)]])
    assert fixnums.integer_vars(root) == {i}


def test_an_integer_from_a_variable_that_is_not_one_is_not_one() -> None:
    add1 = Const(lookup_primitive("add1"))
    # i gets (add1 j), and j gets a string: neither is known
    root, (i, j) = _loop(["i", "j"], [Const(0), Const("s")],
                         [lambda vs: [App(add1, [Local(vs[1], False)]), Local(vs[1], False)]])
    assert fixnums.integer_vars(root) == set()
