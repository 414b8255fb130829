"""`(sort entries > #:key entry-score)`: a field accessor a struct definition made is a
quiet key (no effect, no steps), so the keys are taken once each and Python's stable sort
orders them (base_lists._quiet_key, issue 29, part 30), as for `car` or `string-length`;
a key that fails or answers no plain real is left to Racket's algorithm, which raises in
Racket's order. Racket's answers are tests/differential/fresh15_fast_paths."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import run_counting_steps  # noqa: E402

from minischeme.primitives import base_lists, merge_sort
from minischeme.running.interpreter import Interpreter
from minischeme.values.struct_types import STRUCT_PROCEDURES


def _run(src: str) -> str:
    it = Interpreter()
    out = []
    outcome = it.load_text("#lang racket\n" + src, "t.rkt", lambda v: out.append(it.format_value(v)))
    assert outcome.error is None, outcome.error
    return "\n".join(out)


def test_a_struct_accessor_key_sorts_in_c(monkeypatch) -> None:
    calls = []
    real = merge_sort.racket_sort
    monkeypatch.setattr(base_lists, "racket_sort", lambda *a, **k: calls.append(1) or real(*a, **k))
    out = _run("(struct e (name d) #:transparent)\n"
               "(sort (list (e 'a 2) (e 'b 9) (e 'c 2) (e 'd 9)) > #:key e-d)")
    assert out == "(list (e 'b 9) (e 'd 9) (e 'a 2) (e 'c 2))"
    assert calls == []


def test_a_bad_key_goes_the_long_way(monkeypatch) -> None:
    calls = []
    real = merge_sort.racket_sort
    monkeypatch.setattr(base_lists, "racket_sort", lambda *a, **k: calls.append(1) or real(*a, **k))
    out = _run("(struct e (name d) #:transparent)\n"
               "(with-handlers ([exn:fail? exn-message]) (sort (list (e 'a 2) 'x) < #:key e-d))")
    assert "e-d: contract violation" in out and calls == [1]


def test_a_mutator_or_constructor_is_no_quiet_key() -> None:
    it = Interpreter()
    it.load_text("#lang racket\n(struct e (a [b #:mutable]))", "t.rkt", lambda v: None)
    quiet = {p.name: base_lists._quiet_key(p) for p in list(STRUCT_PROCEDURES)
             if p.name in ("e-a", "e-b", "set-e-b!", "e", "e?")}
    assert quiet == {"e-a": True, "e-b": True, "set-e-b!": False, "e": False, "e?": False}


def test_the_steps_are_the_closure_back_ends() -> None:
    src = ("(struct e (name d) #:transparent)\n"
           "(for/fold ([l (for/list ([i 40]) (e i (modulo (* i 7) 11)))]) ([k 30])\n"
           "  (sort (map (lambda (x) (e (e-name x) (modulo (+ (e-d x) k) 13))) l) > #:key e-d))")
    out_p, err_p, steps_p = run_counting_steps(src, True)
    out_c, err_c, steps_c = run_counting_steps(src, False)
    assert err_p is None and err_c is None and out_p == out_c and steps_p == steps_c


def test_the_keyword_call_charges_what_the_long_way_charges() -> None:
    """`(sort l > #:key e-d)` of a known list takes the short way (no keyword split, no
    checks that cannot fail); `#:cache-keys? #f` added sends it the long way: the answers
    and the steps counted are the same."""
    make = "(struct e (name d) #:transparent)\n(define l (for/list ([i 50]) (e i (modulo (* i 7) 11))))\n"
    short = run_counting_steps(make + "(for/last ([k 20]) (sort l > #:key e-d))", True)
    long = run_counting_steps(make + "(for/last ([k 20]) (sort l > #:key e-d #:cache-keys? #f))", True)
    assert short[1] is None and short == long


def test_the_short_way_splits_no_keywords(monkeypatch) -> None:
    calls = []
    real = base_lists.split_keywords
    monkeypatch.setattr(base_lists, "split_keywords", lambda *a: calls.append(1) or real(*a))
    out = _run("(struct e (name d) #:transparent)\n"
               "(list (sort (list (e 'a 2) (e 'b 9)) > #:key e-d) (sort (list (e 'a 2)) < #:key e-d)"
               " (sort (list 'x) < #:key e-d))")
    assert out == "(list (list (e 'b 9) (e 'a 2)) (list (e 'a 2)) '(x))"
    assert calls == [1]         # the one-element list of a non-instance: the long way
