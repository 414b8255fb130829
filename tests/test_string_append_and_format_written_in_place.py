"""`string-append`, `(~a v)` and `format` with a literal pattern of `~a` slots are written in place by
the generated code (issue 29, part 32): string-append of strs as their concatenation with no
call (a step limit, whose charge for the copy the primitive makes, and any other argument go
to a call: of two arguments `_SAPP2`, which reads a mutable string's str in place), format
as its pattern's pieces and each argument's display text, `(~a v)` as a string itself or a
fixnum's digits (anything else the primitive's call). Racket's answers at the edges are
tests/differential/string_append_format_in_place; here, what the generated code writes,
that both back ends print the same and count the same steps, and the errors."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps, run_module  # noqa: E402

from minischeme.primitives.base_io import display_pattern
from minischeme.primitives.base_strings import string_append_two
from minischeme.values.data import MString, make_mstring


def _source(body: str) -> str:
    return generated_source(f"#lang racket\n(define (f s t) {body})\n")


def test_string_append_of_two_is_a_concatenation_then_the_helper() -> None:
    source = _source("(string-append s t)")
    assert "_MkStr(v2_s + v3_t) if v2_s.__class__ is str and v3_t.__class__ is str" in source, source
    assert "_B.max_steps is None else _SAPP2(v2_s, v3_t)" in source, source


def test_string_append_of_three_falls_back_to_the_primitive() -> None:
    source = _source('(string-append s "-" t)')
    assert "_MkStr(v2_s + k" in source and "_SAPP2" not in source, source


@pytest.mark.parametrize("body, pieces", [
    ('(format "~a" s)', "_MkStr((v2_s if v2_s.__class__ is str else str(v2_s)"),
    ('(format "<~a|~A>" s t)', "_MkStr(k"),
    ('(format "none")', "_MkStr(k"),
])
def test_format_of_display_slots_is_written_in_place(body: str, pieces: str) -> None:
    source = _source(body)
    assert pieces in source, source
    assert ("_DISP(" in source) == ("~" in body), source
    assert "_T:" not in source, source     # no result test: a string, never a tail call


def test_a_tilde_a_of_one_value_is_written_in_place() -> None:
    source = _source("(~a s)")
    assert ("(v2_s if v2_s.__class__ is str or v2_s.__class__ is _MStr else _MkStr(str(v2_s))"
            in source), source
    assert "_MStr else" not in _source("(~a s t)") and "_MStr else" not in _source("(~a s #:width 3)")


@pytest.mark.parametrize("body", [
    '(format "~s" s)',            # another directive: the primitive
    '(format "~a ~a" s)',         # too few arguments: the primitive's error
    '(format "~a" s t)',          # too many
    '(format "~q" s)',            # a malformed pattern
    '(format s t)',               # a pattern not known when compiled
    '(let ([format list]) (format "~a" s))',
])
def test_other_formats_are_calls(body: str) -> None:
    assert "_DISP(" not in _source(body)


def test_display_pattern_reads_only_a_slots() -> None:
    assert display_pattern("x~ay~A", 2) == (("x", "", "y", ""), (1, 3))
    assert display_pattern("~a~~~n", 1) == (("", "~\n"), (0,))
    assert display_pattern("~a", 2) is None and display_pattern("~s", 1) is None
    assert display_pattern("~", 0) is None and display_pattern(5, 0) is None


def test_the_two_argument_helper_reads_mutable_strings() -> None:
    edited = make_mstring("ab")
    edited.editable()[0] = "z"      # a list of characters now
    for a, b in [("ab", "cd"), (make_mstring("ab"), "cd"), ("ab", make_mstring("cd")),
                 (edited, "cd"), ("cd", edited)]:
        m = string_append_two(a, b)
        assert m.__class__ is MString and m is not a and m is not b
        text = lambda x: x if x.__class__ is str else x.value()   # noqa: E731
        assert m.value() == text(a) + text(b)


PROGRAM = """
(struct cw (v) #:methods gen:custom-write [(define (write-proc s port mode) (fprintf port "<~a>" (cw-v s)))])
(define (j a b) (string-append a b))
(define (j3 a b c) (string-append a b c))
(define (fm x y) (format "~a/~a" x y))
(define (ta x) (~a x))
(define m (string-copy "mut"))
(string-set! m 0 #\\M)
(list (j "ab" "cd") (j m "!") (j (make-string 300 #\\a) m) (j3 "a" m "c")
      (for/fold ([acc ""]) ([i (in-range 40)]) (j acc (number->string i)))
      (fm 1 "s") (fm #\\c 'sym) (fm 1.5 (expt 10 25)) (fm (cw 1) (list 1 (cw 2))) (fm m 2/3)
      (ta 5) (ta 'k) (ta m) (eq? m (ta m)) (ta (expt 10 30)))
"""


def test_the_values_and_steps_are_the_closure_back_ends() -> None:
    out_p, err_p, steps_p = run_counting_steps(PROGRAM, True)
    out_c, err_c, steps_c = run_counting_steps(PROGRAM, False)
    assert err_p is None and err_c is None
    assert out_p == out_c
    assert steps_p == steps_c
    assert '"Mut!"' in out_p and '"aMutc"' in out_p and '"<1>/(1 <2>)"' in out_p
    # with no step limit (the fast paths taken), the same values
    assert run_module(PROGRAM).strip() == out_p.strip()


@pytest.mark.parametrize("call, message", [
    ("(j \"a\" 'b)", "string-append: contract violation\n  expected: string?\n  given: 'b"),
    ("(j 'a (string-copy \"b\"))", "string-append: contract violation\n  expected: string?\n  given: 'a"),
    ("(j3 \"a\" \"b\" 3)", "string-append: contract violation\n  expected: string?\n  given: 3"),
    ("(k 1)", "format: format string requires 2 arguments, given 1; arguments were: 1"),
    ("(display (j (string-copy \"x\") \"y\"))", "xy"),
])
def test_the_errors_are_the_primitives(call: str, message: str) -> None:
    out = run_module("(define (j a b) (string-append a b))\n"
                     "(define (j3 a b c) (string-append a b c))\n"
                     "(define (k x) (format \"~a ~a\" x))\n"
                     f"(with-handlers ([exn:fail? (lambda (e) (display (exn-message e)))]) {call})\n")
    assert out == message
