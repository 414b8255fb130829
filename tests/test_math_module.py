"""`(require math)` and `(require math/base)`: math/base (racket/math's names and `sum`,
`euler.0`, `phi.0`, `gamma.0`, `catalan.0`, `random-bits`, `random-natural`,
`random-integer`, `power-of-two?`, `absolute-error`, `relative-error`, `asinh`, `acosh`,
`atanh`, `float-complex?`) and, under `math`, minischeme's math/number-theory too. Real
programs (Project Euler solutions) require `math` for `prime?`, `divisors`, `sum`. Each
case's answer is what Racket 8.7 writes under `#lang racket/base` + `(require math)`,
recorded with `racket` and checked against it when racket is here: 0, negatives, bignums,
exact and inexact, infinities and NaN, a seeded `random-natural` (the same draws as
Racket's). Racket's errors for a wrong type come from Typed Racket's contract, which also
names the program's path (`blaming: ...`); minischeme says its first three lines, so for
those the recording is checked as the start of Racket's message. A name `math` exports
that minischeme does not have (its arrays, special functions ...) is an unbound
identifier, as for any library minischeme provides in part."""
from __future__ import annotations

import pytest

from program_runs import minischeme_prints, minischeme_run, needs_racket, racket_prints

# (expression, what `write` shows of its value or error message (its start, for the
# typed contract errors) in Racket 8.7)
CASES = [
    ('(list euler.0 phi.0 gamma.0 catalan.0 pi pi.f)',
     '(2.718281828459045 1.618033988749895 0.5772156649015329 0.915965594177219 3.141592653589793 3.141592653589793)'),
    ("(sum '())",
     '0'),
    ("(sum '(1 2/3 4))",
     '17/3'),
    ("(sum '(0.1 0.2 0.3))",
     '0.6'),
    ("(sum '(1e100 1.0 -1e100))",
     '1.0'),
    ("(sum '(1/3 0.5))",
     '0.8333333333333334'),
    ('(sum (list (expt 10 30) 1))',
     '1000000000000000000000000000001'),
    ("(sum '(+inf.0 -inf.0))",
     '+nan.0'),
    ("(list (sum '(1 -1.5)) (sum (list 1/3 1/3 1/3)) (sum '(-0.0)) (sum '(0 -0.0)) (sum '(1e308 1e308)))",
     '(-0.5 1 0.0 0.0 +inf.0)'),
    ('(sum 5)',
     '"sum: contract violation\\n  expected: list?\\n  given: 5"'),
    ("(sum '(a))",
     '"sum: contract violation\\n  expected: real?\\n  given: \'a"'),
    ('(random-bits -1)',
     '"random-bits: contract violation\\n  expected: Non-Negative-Integer\\n  given: -1"'),
    ('(random-natural 0)',
     '"random-natural: contract violation\\n  expected: Positive-Integer\\n  given: 0"'),
    ("(random-natural 'x)",
     '"random-natural: contract violation\\n  expected: exact-integer?\\n  given: \'x"'),
    ('(random-integer 3 3)',
     '"random-natural: contract violation\\n  expected: Positive-Integer\\n  given: 0"'),
    ('(begin (random-seed 42) (list (random-bits 10) (random-bits 100) (random-natural 10) (random-natural (expt 10 30)) (random-integer -5 5) (random-integer 10 3) (random-bits 0)))',
     '(75 112389408006275544412820775164 9 856200001227780837128526776219 -1 3 0)'),
    ('(list (power-of-two? 8) (power-of-two? 1/8) (power-of-two? 0.25) (power-of-two? 6) (power-of-two? 0) (power-of-two? -4) (power-of-two? 3/8) (power-of-two? (expt 2 100)) (power-of-two? +inf.0) (power-of-two? 1.7e308) (power-of-two? 8.98846567431158e307))',
     '(#t #t #t #f #f #f #f #t #t #f #t)'),
    ("(power-of-two? 'x)",
     '"power-of-two?: contract violation\\n  expected: real?\\n  given: \'x"'),
    ('(list (absolute-error 1/10 0.1) (absolute-error 1 2) (relative-error 1 2) (relative-error 0 0) (relative-error 1 0) (absolute-error +inf.0 +inf.0))',
     '(5.551115123125783e-18 1 1/2 0 +inf.0 0.0)'),
    ('(list (relative-error 1/3 0.33) (absolute-error 1/3 1/4) (relative-error 1/3 1/4) (absolute-error 1.0 1.0) (absolute-error 1 1.0))',
     '(0.010101010101010053 1/12 1/3 0.0 0.0)'),
    ('(list (asinh 0) (asinh 1) (acosh 1) (acosh 2) (atanh 0) (atanh 0.5) (asinh 1/2))',
     '(0 0.8813735870195429 0 1.3169578969248166 0 0.5493061443340549 0.48121182505960347)'),
    ("(map asinh '(-2.5 1e-9 0.0001 0.3 10 5000.0 1e300 -0.0 +inf.0 +nan.0))",
     '(-1.6472311463710958 1e-9 9.999999983333333e-5 0.29567304756342244 2.99822295029797 9.210340381976184 691.4686750787737 -0.0 +inf.0 +nan.0)'),
    ("(map acosh '(1.0 1.2 3 1e9 1e308 +inf.0 0 -1 0.5))",
     '(0.0 0.6223625037147786 1.762747174039086 21.416413017506358 709.889355822726 +inf.0 0.0+1.5707963267948966i 0.0+3.141592653589793i +nan.0)'),
    ("(map atanh '(-0.3 1e-9 0.0001 0.2 0.7 1 1.0 -1 2 -0.0))",
     '(-0.3095196042031117 1e-9 0.00010000000033333334 0.2027325540540822 0.8673005276940532 +inf.0 +inf.0 -inf.0 +nan.0 -0.0)'),
    ('(list (float-complex? 1.0+2.0i) (float-complex? 1+2i) (float-complex? 1.0))',
     '(#t #f #f)'),
    ('(list (sqr 3/4) (sgn -2) (exact-floor 2.5) (exact-round -3.5) (nan? +nan.0) (infinite? -inf.0) (conjugate 1+2i) (natural? 0) (order-of-magnitude 12345))',
     '(9/16 -1 2 -4 #t #t 1-2i #t 4)'),
    ('(list (prime? 7) (divisors 12) (factorize 360) (totient 36) (nth-prime 100) (prime? (- (expt 2 61) 1)))',
     '(#t (1 2 3 4 6 12) ((2 3) (3 2) (5 1)) 12 547 #t)'),
]

TRY = ("(define-syntax-rule (try e) (with-handlers ([exn:fail? (lambda (x) "
       "(write (exn-message x)) (newline))]) (write e) (newline)))\n")
PROGRAM = ("#lang racket/base\n(require math)\n" + TRY
           + "".join(f"(try {expr})\n" for expr, _ in CASES))


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> list[str]:
    """What minischeme writes for each case, one line each."""
    return minischeme_prints(PROGRAM, tmp_path_factory.mktemp("math")).splitlines()


@pytest.mark.parametrize("index", range(len(CASES)), ids=[expr for expr, _ in CASES])
def test_each_case_as_racket_writes_it(printed, index):
    expr, expected = CASES[index]
    assert printed[index] == expected, expr


def test_one_line_per_case(printed):
    assert len(printed) == len(CASES)


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    answers = racket_prints(PROGRAM, tmp_path).splitlines()
    assert len(answers) == len(CASES)
    for (expr, recorded), answer in zip(CASES, answers):
        assert answer == recorded or answer.startswith(recorded[:-1] + "\\n"), expr


def test_math_base_alone_has_no_number_theory(tmp_path):
    """math/base is not math: `prime?` is unbound there, as in Racket."""
    program = "#lang racket/base\n(require math/base)\n(displayln (sum (list 1 2)))\n(prime? 7)\n"
    assert minischeme_run({"m.rkt": program}, tmp_path, "m.rkt") == (
        "", 1, "m.rkt:4:1: prime?: unbound identifier")


@pytest.mark.parametrize("name", ["gamma", "matrix", "array", "flvector-sum", "erf"])
def test_a_name_of_math_minischeme_lacks_is_unbound(tmp_path, name):
    """What math has and minischeme does not is Racket's unbound-identifier error naming it
    (where Racket would run the program): no traceback, no wrong answer."""
    program = f"#lang racket\n(require math)\n({name} 5)\n"
    out, code, first = minischeme_run({"m.rkt": program}, tmp_path, "m.rkt")
    assert (out, code, first) == ("", 1, f"m.rkt:3:1: {name}: unbound identifier")
