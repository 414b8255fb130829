"""A match list pattern ending in `x ...` (`(list a rst ...)`, `(list a b ..2)`, `(list _ ...)`)
is lowered into straight-line tests (match_lowering._PatternLowerer.sequence): a proper-list
test of the rest, bound as it is (eq? to the tail, as Racket binds it). It prints what the
clause matchers print, counts the same steps in both back ends, and makes no matcher."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from back_end_runs import generated_source, run_counting_steps  # noqa: E402

REACT = """(define (react chain)
  (for/fold ([acc empty] #:result (reverse acc)) ([c chain])
    (match acc
      [(list) (cons c acc)]
      [PATTERN
       (cond [(char=? a c) (cons a acc)]
             [(char-ci=? a c) rst]
             [else (cons c acc)])])))
(list->string (react (string->list "dabAcCaCBAcCcaDAxXyYzZ")))
(define (two x) (match x [(list a b ..2) (length b)] [_ #f]))
(map two '((1 2 3) (1 2) (1 2 3 . 4) ()))
"""

LOWERED = "(list a rst ...)"
# list-no-order keeps the clause matchers for the whole clause: the general path
MATCHED = "(and (list a rst ...) (list-no-order _ ...))"


@pytest.mark.parametrize("generate", [True, False], ids=["python", "closures"])
def test_the_lowered_pattern_counts_the_matchers_steps(generate: bool) -> None:
    fast = run_counting_steps(REACT.replace("PATTERN", LOWERED), generate)
    general = run_counting_steps(REACT.replace("PATTERN", MATCHED), generate)
    assert fast[1] is None
    assert fast[0] == '"dabCBAcaDA"\n\'(2 #f #f #f)\n'
    assert fast == general


def test_the_lowered_pattern_makes_no_matcher() -> None:
    code = generated_source("#lang racket\n" + REACT.replace("PATTERN", LOWERED))
    react = code[code.index("def f1_react"):]
    react = react[:react.index("return _MC(")]
    assert ".listp" in react
    # the matchers' result (a list read by index) is gone
    assert "_match_result" not in react and "[1]" not in react
