"""Exact complex numbers as in Racket: `(sqrt -4)` is 0+2i, exact arithmetic stays exact,
literals read, and they print as Racket prints them (tests/differential/complex.* checks
many more against Racket)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.lexical import ExactComplex, parse_number


def evaluate(text: str) -> list[str]:
    it = Interpreter("racket")
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_square_roots_of_negative_exact_squares_are_exact():
    assert evaluate("(sqrt -4) (sqrt -1/4) (exact? (sqrt -4)) (sqrt -2)") == [
        "0+2i", "0+1/2i", "#t", "0.0+1.4142135623730951i"]


def test_exact_arithmetic_stays_exact_and_collapses_to_reals():
    assert evaluate("(* 1+2i 1+2i) (/ 1+2i 3-4i) (* +i +i) (- 1+2i 1+2i) (* 1+i 1.0)") == [
        "-3+4i", "-1/5+2/5i", "-1", "0", "1.0+1.0i"]


def test_literals_read_exactly_and_inexactly():
    assert parse_number("1/2-3/4i") == ExactComplex(parse_number("1/2"), parse_number("-3/4"))
    assert parse_number("1+0i") == 1
    assert type(parse_number("1.0+2i")) is complex
    assert parse_number("a+i") is None


def test_parts_and_equality():
    assert evaluate("(magnitude 3+4i) (real-part 3+4i) (= 1+2i 1.0+2.0i) (equal? 1+2i 1.0+2.0i)") == [
        "5", "3", "#t", "#f"]
