"""KaartSpel in Scheme: generated tests, compared with the reference (``reference.py``).

The Scheme version of the assignment has the reference's procedures: ``(grens-strategie g)``
and ``(fraude-strategie g)`` make strategies, ``(neem-kaarten strategie stapel aflegstapel
maximum)`` returns the list of the three new lists, ``(kaartspel stapel N maximum
beloning)`` makes a game and ``(speel-rondes spel strategie rondes)`` plays it. A strategy is
whatever the student makes it, so it is tested through neem-kaarten. speel-rondes shuffles
with ``shuffle`` after ``(random-seed S)`` (Racket's generator, so the expected totals are
DrRacket's); its total is compared numerically (80 and 80.0
alike), and both the faithful total and the text's published one (see the reference's
docstring: the put-back card lost) are accepted.
"""
from __future__ import annotations

import random
from typing import Any

from minischeme.values.data import make_list, sym
from . import reference as ref
from ...grading.judges import Equal, OneOf
from ...primitives.pseudo_random import PseudoRandomGenerator
from minischeme.values.printer import print_string
from ...grading.suites.common import TestCase, quoted, rng_for, rule_slots

NAME = "kaartspel"
LANGUAGE = "racket"
FUNCTIONS = ["grens-strategie", "fraude-strategie", "speel-rondes"]
REQUIRED = ["kaartspel", "grens-strategie", "fraude-strategie", "neem-kaarten", "speel-rondes"]
WEIGHTS = {f: 10 for f in FUNCTIONS}
DOCS = False

STRATEGIES = {"grens-strategie": ref.GrensStrategie, "fraude-strategie": ref.FraudeStrategie}


def some_pile(rng: random.Random, low: int, high: int) -> list[int]:
    return [rng.randint(1, 6) for _ in range(rng.randint(low, high))]


def neem_test(name: str, strategy: str, g: int, stapel: list, afleg: list,
              maximum: int) -> TestCase:
    expr = make_list([sym("neem-kaarten"), make_list([sym(strategy), g]),
                      quoted(make_list(stapel)), quoted(make_list(afleg)), maximum])
    expected = make_list([make_list(part) for part in
                          STRATEGIES[strategy](g).neem_kaarten(stapel, afleg, maximum)])
    shown = (f"(neem-kaarten ({strategy} {g}) {print_string(make_list(stapel))} "
             f"{print_string(make_list(afleg))} {maximum})")
    return TestCase(name=name, function=strategy, kind="generated",
                    requires=("neem-kaarten", strategy), call=shown, expr=expr,
                    judge=Equal(expected),
                    extra={"kaartspel": {"kind": "neem", "strategy": strategy, "g": g,
                                         "stapel": stapel, "afleg": afleg,
                                         "maximum": maximum}})


def rondes_test(name: str, seed: int, deck: list, n: int, maximum: int, beloning: int,
                strategy: str, g: int, rondes: int) -> TestCase:
    game = make_list([sym("kaartspel"), quoted(make_list(deck)), n, maximum, beloning])
    expr = make_list([sym("begin"), make_list([sym("random-seed"), seed]),
                      make_list([sym("speel-rondes"), game, make_list([sym(strategy), g]),
                                 rondes])])
    answers = []
    for published in (False, True):
        game = ref.KaartSpel(deck, n, maximum, beloning, published=published)
        # the submission shuffles with Racket's `shuffle`: the reference draws the same way
        racket_rng = PseudoRandomGenerator()
        racket_rng.seed(seed)
        game._verse_stapel = lambda game=game, rng=racket_rng: rng.shuffle(list(game.stapel))
        answers.append(game.speel_rondes(STRATEGIES[strategy](g), rondes))
    note = "the text's published variant, %s, is accepted too" % answers[1] \
        if answers[1] != answers[0] else ""
    deck_text = print_string(make_list(deck))
    shown = (f"(begin (random-seed {seed}) (speel-rondes (kaartspel {deck_text} {n} {maximum} "
             f"{beloning}) ({strategy} {g}) {rondes}))")
    return TestCase(name=name, function="speel-rondes", kind="generated",
                    requires=("kaartspel", "speel-rondes", "neem-kaarten", strategy), call=shown,
                    expr=expr, judge=OneOf(answers, note),
                    extra={"kaartspel": {"kind": "rondes", "seed": seed, "deck": deck, "n": n,
                                         "maximum": maximum, "beloning": beloning,
                                         "strategy": strategy, "g": g, "rondes": rondes}})


# Rule cases, most important first: (label, g, stapel, aflegstapel, maximum) for a
# strategy's neem-kaarten; (label, deck, N, maximum, beloning, strategy, g, rondes) for
# speel-rondes, whose decks of equal cards make every shuffle the same.
NEEM_RULES = {
    "grens-strategie": [
        ("the sum reaches g: no more cards (strictly below g to go on)", 6, [1, 2, 3, 4], [9], 6),
        ("at most maximum cards", 100, [1, 1, 1, 1, 1], [9], 3),
        ("an empty pile", 5, [], [2], 3)],
    "fraude-strategie": [
        ("over g: the last card goes back on top of the pile", 5, [4, 3, 1], [9], 6),
        ("exactly g: no card is put back", 6, [1, 2, 3, 4], [9], 6),
        ("maximum cards below g: no card is put back", 10, [1, 2, 3, 4], [], 2)],
}
RONDES_RULES = [
    ("exactly N every round: beloning", [2] * 6, 4, 2, 10, "grens-strategie", 4, 5),
    ("over N every round: -2 times beloning", [3] * 6, 5, 2, 10, "grens-strategie", 5, 4),
    ("below N: beloning times waarde / N", [3] * 6, 5, 1, 10, "grens-strategie", 1, 4),
]


def generate(seed: int, n: int) -> list[TestCase]:
    tests: list[TestCase] = []
    for strategy in ("grens-strategie", "fraude-strategie"):
        rng = rng_for(seed, NAME, strategy)
        rules = NEEM_RULES[strategy]
        kept = rule_slots(n, len(rules))
        for i in range(n - kept):
            tests.append(neem_test(f"{strategy} #{i + 1}", strategy, rng.randint(1, 20),
                                   some_pile(rng, 0, 25), some_pile(rng, 0, 6),
                                   rng.randint(1, 8)))
        for label, g, stapel, afleg, maximum in rules[:kept]:
            tests.append(neem_test(f"{strategy} rule: {label}", strategy, g, stapel, afleg,
                                   maximum))
    rng = rng_for(seed, NAME, "speel-rondes")
    kept = rule_slots(n, len(RONDES_RULES))
    for i in range(n - kept):
        deck = some_pile(rng, 6, 20)
        tests.append(rondes_test(f"speel-rondes #{i + 1}", rng.randint(0, 10_000), deck,
                                 rng.randint(5, 15), rng.randint(1, 5), rng.randint(1, 20),
                                 rng.choice(list(STRATEGIES)), rng.randint(3, 15),
                                 rng.randint(1, 30)))
    for label, deck, goal, maximum, beloning, strategy, g, rondes in RONDES_RULES[:kept]:
        tests.append(rondes_test(f"speel-rondes rule: {label}", 1, deck, goal, maximum,
                                 beloning, strategy, g, rondes))
    return tests


def judge_for(function: str, args: list) -> Any:
    """Strategies and games are the student's own values: no literal call to judge."""
    return None
