"""Racket's pseudo-random generator, bit for bit: seeded sequences, `shuffle`, generator objects
and vectors, and Racket's errors.

``tests/pseudo_random/sequences.rkt`` draws from 100 seeds in every way `random` allows; its
output under Racket 8.7 is recorded in ``sequences.out``, so the comparison runs without
Racket, and is checked against live Racket when it is installed.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.primitives.pseudo_random import PseudoRandomGenerator, seed_current

HERE = Path(__file__).resolve().parent / "pseudo_random"
PROGRAM = HERE / "sequences.rkt"
RECORDED = HERE / "sequences.out"


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent)
    return env


def evaluate(text: str) -> list[str]:
    """Each datum of ``text`` at a `racket` top level: its printed value or its error."""
    it = Interpreter()
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_seeded_sequences_match_rackets_recorded_output():
    done = subprocess.run([sys.executable, "-m", "minischeme", "run", str(PROGRAM)],
                          capture_output=True, text=True, env=_env(), timeout=300)
    assert done.stderr == ""
    ours = done.stdout.splitlines()
    recorded = RECORDED.read_text(encoding="utf-8").splitlines()
    assert len(ours) == len(recorded) == 97
    for mine, racket in zip(ours, recorded):
        assert mine == racket


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket is not installed")
def test_recorded_sequences_are_what_racket_prints_now():
    done = subprocess.run(["racket", str(PROGRAM)], capture_output=True, text=True, timeout=300)
    assert done.stdout == RECORDED.read_text(encoding="utf-8")


def test_shuffle_after_random_seed_1_is_rackets():
    assert evaluate("(random-seed 1) (shuffle '(1 2 3 4 5 6 7 8 9))")[1] == "'(3 2 1 8 5 9 4 7 6)"


def test_seeding_sets_the_state_vector_racket_computes():
    g = PseudoRandomGenerator()
    g.seed(1)
    assert g.state == [1062548963, 3277545079, 2090361527, 425841545, 3898224349, 3311904376]


def test_seed_current_repeats_the_same_draws_for_the_grader():
    seed_current(77)
    first = evaluate("(list (random 100) (random) (shuffle '(a b c d)))")
    seed_current(77)
    assert evaluate("(list (random 100) (random) (shuffle '(a b c d)))") == first


def test_a_generator_is_a_value_that_prints_opaquely_and_can_be_set_and_parameterized():
    out = evaluate("""
        (define g (vector->pseudo-random-generator (vector 1 2 3 4 5 6)))
        g
        (pseudo-random-generator? g)
        (pseudo-random-generator? (vector 1 2 3 4 5 6))
        (list (random g) (random 10 g) (random 5 10 g))
        (current-pseudo-random-generator (vector->pseudo-random-generator (vector 1 2 3 4 5 6)))
        (random)
        (parameterize ([current-pseudo-random-generator
                        (vector->pseudo-random-generator (vector 1 2 3 4 5 6))])
          (random))
        (random)
        """)
    assert out[1:5] == ["#<pseudo-random-generator>", "#t", "#f", "'(0.001515892174864554 9 6)"]
    assert out[6] == out[7] == "0.001515892174864554"
    assert out[8] != out[6]     # the parameterize restored the set generator, which moved on


def test_random_rejects_what_racket_rejects_in_its_words():
    out = evaluate("""
        (random 0)
        (random 5 1)
        (random 1.0 5)
        (random 0 (make-pseudo-random-generator))
        (random 1 2 3)
        (random 1 5000000000)
        (random 1 2 3 4)
        (random-seed (expt 2 31))
        (vector->pseudo-random-generator (vector 0 0 0 1 1 1))
        (pseudo-random-generator->vector 5)
        (current-pseudo-random-generator 5)
        (shuffle 5)
        (random 5 'a)
        """)
    assert out[0] == ("random: contract violation\n  expected: (or/c (integer-in 1 4294967087) "
                      "pseudo-random-generator?)\n  given: 0")
    assert out[1] == ("random: contract violation\n  expected: (>/c 5)\n  given: 1\n"
                      "  argument position: 2nd\n  other arguments...:\n   5")
    assert out[2].startswith("random: contract violation\n  expected: exact-integer?\n  given: 1.0")
    assert out[3].startswith("random: contract violation\n  expected: (integer-in 1 4294967087)\n"
                             "  given: 0\n  argument position: 1st")
    assert out[4].startswith("random: contract violation\n  expected: pseudo-random-generator?\n"
                             "  given: 3\n  argument position: 3rd")
    assert out[5] == ("random: difference between arguments is greater than 4294967087\n"
                      "  min: 1\n  max: 5000000000")
    assert out[6] == ("random: arity mismatch;\n the expected number of arguments does not match "
                      "the given number\n  given: 4")
    assert out[7] == ("random-seed: contract violation\n  expected: (integer-in 0 (sub1 (expt 2 31)))"
                      "\n  given: 2147483648")
    assert out[8] == ("vector->pseudo-random-generator: not a valid pseudo-random generator state "
                      "vector '#(0 0 0 1 1 1)")
    assert out[9] == "pseudo-random-generator->vector: not a pseudo-random generator 5"
    assert out[10] == ("current-pseudo-random-generator: contract violation\n"
                       "  expected: pseudo-random-generator?\n  given: 5")
    assert out[11] == "shuffle: contract violation\n  expected: list?\n  given: 5"
    assert out[12].startswith("random: contract violation\n  expected: (or/c exact-integer? "
                              "pseudo-random-generator?)\n  given: 'a")
