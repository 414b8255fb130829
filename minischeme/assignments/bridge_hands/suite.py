"""Bridge hands (Simply Scheme): generated tests, compared with the reference (``reference.py``).

Cards are words such as ``sa`` and ``h10``; hands are sentences of them. Bare files load in
the simply-scheme language.
"""
from __future__ import annotations

import random
from typing import Any

from minischeme.values.data import sym
from . import reference as ref
from ...grading.judges import Equal
from ...grading.suites.common import TestCase, call_test, reference_judge, rng_for, rule_slots

NAME = "bridge-hands"
LANGUAGE = "simply-scheme"
FUNCTIONS = ["card-val", "high-card-points", "count-suit", "suit-counts", "suit-dist-points",
             "hand-dist-points", "bridge-val"]
WEIGHTS = {f: 10 for f in FUNCTIONS}
DOCS = False

DECK = [s + r for s in ref.SUITS for r in ref.RANKS]
REF = ref.bindings()


def reference(function: str, *args: Any) -> Any:
    return REF[function].fn(*args)


def some_hand(rng: random.Random) -> Any:
    size = 13 if rng.random() < 0.7 else rng.randint(1, 12)
    return ref.scheme_hand(rng.sample(DECK, size))


# A hand with every distribution rule at once: ten spades (a long suit: no points), a
# doubleton in hearts (1), a singleton in clubs (2), a void in diamonds (3), and every
# high card (ace 4, king 3, queen 2, jack 1) beside a ten (0).
EDGE_HAND = "sa sk sq sj s10 s9 s8 s7 s6 s5 h2 h3 c4".split()
# Rule cases, (label, arguments), most important first: each reaches a rule of the text.
RULES: dict[str, list[tuple[str, list]]] = {
    "card-val": [("a ten has no point value", [sym("h10")]), ("a jack is one point", [sym("dj")])],
    "suit-dist-points": [(f"{n} card{'' if n == 1 else 's'}", [n])
                         for n in (2, 1, 0, 3, 7)],
    "hand-dist-points": [("a void, a singleton, a doubleton and a long suit",
                          [ref.scheme_hand(EDGE_HAND)])],
    "suit-counts": [("spades, hearts, clubs, diamonds, in that order",
                     [ref.scheme_hand(EDGE_HAND)])],
    "bridge-val": [("every high card, a void, a singleton, a doubleton",
                    [ref.scheme_hand(EDGE_HAND)])],
}


def generate(seed: int, n: int) -> list[TestCase]:
    tests: list[TestCase] = []

    def add(function: str, make: Any) -> None:
        rng = rng_for(seed, NAME, function)
        rules = RULES.get(function, [])
        kept = rule_slots(n, len(rules))
        for i in range(n - kept):
            args = make(rng, i)
            tests.append(call_test(f"{function} #{i + 1}", function, args,
                                   Equal(reference(function, *args))))
        for label, args in rules[:kept]:
            tests.append(call_test(f"{function} rule: {label}", function, args,
                                   Equal(reference(function, *args))))

    add("card-val", lambda rng, i: [sym(rng.choice(DECK))])
    add("high-card-points", lambda rng, i: [some_hand(rng)])
    add("count-suit", lambda rng, i: [sym(rng.choice(ref.SUITS)), some_hand(rng)])
    add("suit-counts", lambda rng, i: [some_hand(rng)])
    add("suit-dist-points", lambda rng, i: [i % 4 if i < 8 else rng.randint(0, 13)])
    add("hand-dist-points", lambda rng, i: [some_hand(rng)])
    add("bridge-val", lambda rng, i: [some_hand(rng)])
    return tests


def judge_for(function: str, args: list) -> Any:
    return reference_judge(REF, function, args)
