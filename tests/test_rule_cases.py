"""The rule cases of the suites (issue 32): hand-built inputs that reach one rule of the text
each take at most half of a function's n places, so a suite's size (its cost) is n per
function whatever the rules, and the random cases before them do not change."""
from __future__ import annotations

from collections import Counter

import pytest

from minischeme.grading.suites import assignment

ASSIGNMENTS = ["mini-card-game", "solitaire", "bridge-hands", "kaartspel"]


@pytest.mark.parametrize("name", ASSIGNMENTS)
@pytest.mark.parametrize("n", [1, 2, 20])
def test_each_function_has_n_tests_rules_included(name, n):
    spec = assignment(name)
    tests = spec.generate(1, n)
    per_function = Counter(t.function for t in tests)
    assert set(per_function.values()) == {n}, per_function
    rules = Counter(t.function for t in tests if " rule: " in t.name)
    assert all(k <= n // 2 for k in rules.values()), rules
    if n == 1:
        assert not rules


@pytest.mark.parametrize("name", ASSIGNMENTS)
def test_the_default_suite_has_rule_cases_and_keeps_its_random_ones(name):
    spec = assignment(name)
    full = spec.generate(1, 20)
    rules = [t for t in full if " rule: " in t.name]
    assert len(rules) >= 5
    for t in rules:
        assert t.name.startswith(f"{t.function} rule: ") and t.judge is not None
    # a random case is the same whether or not rules took the places after it
    small = {t.name: t.call for t in spec.generate(1, 2) if " rule: " not in t.name}
    big = {t.name: t.call for t in full}
    assert small and all(big[k] == v for k, v in small.items())


def test_the_issues_cases_are_rule_cases():
    """The blind spots of issue 32 each have a case that reaches them."""
    names = {t.name for a in ASSIGNMENTS for t in assignment(a).generate(1, 20)}
    for wanted in ("find-steps rule: a draw from an empty card-list ends the game",
                   "officiate rule: the card-list becoming empty does not end the game: a "
                   "discard of a card not held",
                   "officiate_challenge rule: over the goal even with every ace as 1",
                   "all_same_color rule: a different colour in the third card",
                   "careful_player rule: no more moves once the score is 0"):
        assert any(n.startswith(wanted) for n in names), wanted
