"""Exact rational arithmetic (minischeme/primitives/exact_rationals.py) answers what
Python's Fraction answers, in lowest terms, and an int where the value is an integer (as
Racket has no 3/1); and programs doing it print what Racket 8.7 printed."""
from __future__ import annotations

import math
import os
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from minischeme.primitives import exact_rationals as q

REPO = Path(__file__).resolve().parent.parent


def _exact(n: int, d: int = 1) -> int | Fraction:
    f = Fraction(n, d)
    return f.numerator if f.denominator == 1 else f


def _samples(seed: int, count: int) -> list:
    """Exact numbers of every kind: small and big, negative, zero, integers and ratios."""
    rng = random.Random(seed)
    out = [0, 1, -1, _exact(1, 2), _exact(-1, 2), _exact(10**40 + 1, 3)]
    for _ in range(count):
        big = rng.random() < 0.3
        n = rng.randint(-10**30, 10**30) if big else rng.randint(-300, 300)
        d = rng.randint(1, 10**25) if rng.random() < 0.3 else rng.randint(1, 40)
        out.append(_exact(n, d) if rng.random() < 0.7 else n)
    return out


OPERATIONS = {
    "add": (q.add, lambda a, b: Fraction(a) + b),
    "subtract": (q.subtract, lambda a, b: Fraction(a) - b),
    "multiply": (q.multiply, lambda a, b: Fraction(a) * b),
    "divide": (q.divide, lambda a, b: Fraction(a) / b),
}


@pytest.mark.parametrize("name", list(OPERATIONS))
def test_each_operation_answers_what_fraction_answers_in_lowest_terms(name):
    ours, fractions = OPERATIONS[name]
    xs = _samples(len(name), 120)
    for a in xs:
        for b in xs[:60]:
            if name == "divide" and b == 0:
                continue
            got, want = ours(a, b), _exact(*fractions(a, b).as_integer_ratio())
            assert got == want and type(got) is type(want), (a, b, got, want)
            if type(got) is Fraction:
                assert got.denominator > 1 and math.gcd(got.numerator, got.denominator) == 1
                assert hash(got) == hash(want) and str(got) == str(want)


PROGRAM = """#lang racket
(define (cf n) (if (= n 0) 1 (+ 1 (/ 1 (cf (- n 1))))))
(cf 30)
(- (/ 7 2) 7/2)
(* 2/3 3/2)
(/ -6 4)
(/ 6 -4)
(+ 1/6 -1/6)
(- 1/2 1/3)
(* -2/3 0)
(/ 0 -5/7)
(exact->inexact (for/fold ([s 0]) ([k (in-range 1 200)]) (+ s (/ 1 k))))
(/ (expt 10 30) (expt 6 20))
(with-handlers ([exn:fail? exn-message]) (/ 1/2 0))
"""
# What Racket 8.7 printed for PROGRAM.
RACKET = """2178309/1346269
0
1
-3/2
-3/2
0
1/6
0
0
5.873030948121444
953674316406250000000000/3486784401
"/: division by zero"
"""


def test_a_program_of_rationals_prints_what_racket_printed(tmp_path):
    (tmp_path / "rationals.rkt").write_text(PROGRAM)
    done = subprocess.run([sys.executable, "-m", "minischeme", "run", "rationals.rkt"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert (done.stdout, done.stderr) == (RACKET, "")
