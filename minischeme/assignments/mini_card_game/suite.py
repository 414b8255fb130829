"""Mini Card Game: generated tests, compared with the reference (``reference.py``).

Deterministic functions are compared with the reference by ``equal?``. The discard
strategy is the student's choice, so fdiscard, find-steps and play are judged by validity:
fdiscard removes exactly one held card and keeps the order; find-steps is a legal game
under the four Game-Over rules; play equals the score of the student's own find-steps line
(without a usable find-steps: a score some legal line reaches).

Inputs stay where the text is unambiguous: no empty card lists for all-same-color and
calc-score (whether no cards are "all the same colour" is not said), no draw from an empty
card-list for fdraw, no discard from no cards for fdiscard. A game that ends with no held
cards is scored halved, as the text's finalscore says: the prescore stands only "if there
are different colored cards".

Beside the random cases, each function has rule cases (``rule_cases``): hand-built games
that reach one rule each -- a draw from an empty card-list followed by more moves
(Game-Over-2), going over the goal on the last move (Game-Over-4), exactly the goal, a card
in the card-list twice -- which random games seldom reach (issue 32:
``python -m minischeme.mutation`` checks that they catch every mutant of the rules).
"""
from __future__ import annotations

import random
from typing import Any

from minischeme.values.data import make_list, sym
from . import reference as ref
from ...grading.judges import Equal, OneOf, Validity, show
from .validity import check_fdiscard, check_find_steps, reachable_scores
from ...grading.suites.common import TestCase, TestList, one_card_case, reference_judge

NAME = "mini-card-game"
LANGUAGE = "racket"
FUNCTIONS = ["card-color", "card-rank", "all-same-color", "fdraw", "fdiscard", "find-steps",
             "find-held-cards", "calc-playerpoint", "calc-score", "play"]
WEIGHTS = {"card-color": 2, "card-rank": 2, "all-same-color": 6, "fdraw": 10, "fdiscard": 10,
           "find-steps": 15, "find-held-cards": 15, "calc-playerpoint": 10, "calc-score": 10,
           "play": 20}
DOCS = True

RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K", "A"]
DECK = [(s, r) for s in ref.SUITS for r in RANKS]
REF = ref.bindings()


def S(card: ref.Card) -> Any:
    return ref.card_to_scheme(card)


def cards_s(cards: list) -> Any:
    return make_list([S(c) for c in cards])


def moves_s(moves: list) -> Any:
    return make_list([sym(m) for m in moves])


def reference(function: str, *args: Any) -> Any:
    return REF[function].fn(*args)


# ------------------------------------------------------------------ random inputs

def some_cards(rng: random.Random, low: int, high: int, one_colour: float = 0.0) -> list:
    k = rng.randint(low, high)
    if rng.random() < one_colour:
        suits = ref.RED_SUITS if rng.random() < 0.5 else ("S", "C")
        pool = [c for c in DECK if c[0] in suits]
        return rng.sample(pool, min(k, len(pool)))
    return rng.sample(DECK, k)


def some_moves(rng: random.Random, low: int, high: int) -> list:
    return [ref.DRAW if rng.random() < 0.65 else ref.DISCARD
            for _ in range(rng.randint(low, high))]


def some_game(rng: random.Random, i: int = 3) -> tuple[list, list, int]:
    """A game; ``i % 4`` picks how it ends, so that every ending is tested whatever N:
    0 over the goal (Game-Over-4), 1 out of cards (Game-Over-2), 2 a discard with nothing
    held (Game-Over-3), 3 anything (usually the moves run out)."""
    kind = i % 4
    cards = some_cards(rng, 3 if kind == 0 else 1, 8, one_colour=0.2)
    if kind == 0:
        moves = [ref.DRAW] * rng.randint(3, 6) + some_moves(rng, 0, 3)
        if rng.random() < 0.5:
            moves.insert(rng.randint(1, 2), ref.DISCARD)
        goal = rng.randint(5, max(5, ref.calc_playerpoint(cards[:3]) - 1))
    elif kind == 1:
        moves = [ref.DRAW if rng.random() < 0.8 else ref.DISCARD
                 for _ in range(len(cards) + rng.randint(2, 4))]
        goal = ref.calc_playerpoint(cards) + rng.randint(0, 10)
    elif kind == 2:
        moves = [ref.DRAW] * rng.randint(0, 2)
        moves += [ref.DISCARD] * (len(moves) + 1) + some_moves(rng, 0, 3)
        goal = rng.randint(20, 50)
    else:
        moves = some_moves(rng, 1, 10)
        goal = rng.randint(10, 50)
    return cards, moves, goal


def fdiscard_moment(rng: random.Random) -> tuple[list, list, int, list]:
    """A moment of a game at which a discard is made: held cards within the goal."""
    pool = rng.sample(DECK, 14)
    held = pool[:rng.randint(1, 5)]
    cards = pool[len(held):len(held) + rng.randint(0, 6)]
    moves = some_moves(rng, 0, 6)
    goal = max(ref.calc_playerpoint(held), rng.randint(10, 50))
    return cards, moves, goal, held


def random_steps(rng: random.Random) -> list:
    """Legal steps: draws in deck order, discards of held cards."""
    deck = rng.sample(DECK, 10)
    held: list = []
    steps = []
    for _ in range(rng.randint(0, 10)):
        if held and rng.random() < 0.35:
            card = rng.choice(held)
            held.remove(card)
            steps.append((ref.DISCARD, card))
        elif deck:
            card = deck.pop(0)
            held.append(card)
            steps.append((ref.DRAW, card))
    return steps


def steps_s(steps: list) -> Any:
    return make_list([make_list([sym(m), S(c)]) for m, c in steps])


# ------------------------------------------------------------------ validity judges

def fdiscard_judge(held: list) -> Validity:
    held_s = cards_s(held)

    def check(value: Any, ctx: Any) -> tuple:
        return check_fdiscard(held_s, value)
    return Validity(f"the held cards {show(held_s)} less exactly one card, in order", check)


def find_steps_judge(cards: list, moves: list, goal: int) -> Validity:
    def check(value: Any, ctx: Any) -> tuple:
        ok, message, _ = check_find_steps(cards, moves, goal, value)
        return ok, message
    example = steps_s(ref.find_steps(cards, moves, goal))
    return Validity(f"a legal game under the four Game-Over rules, e.g. {show(example)}", check)


def play_judge(cards: list, moves: list, goal: int) -> Validity:
    args = (cards_s(cards), moves_s(moves), goal)

    def check(value: Any, ctx: Any) -> tuple:
        line = ctx.call("find-steps", *args) if ctx is not None else None
        if line is not None and line.reason == "ok":
            ok, _, held = check_find_steps(cards, moves, goal, line.outcome.value)
            if ok:
                own = ref.calc_score(held, goal)
                if type(value) is int and value == own:
                    return True, ""
                return (False, f"the submission's own find-steps line ends holding "
                        f"{show(cards_s(held))}, which scores {own}",
                        f"{own} (the score of the submission's own find-steps line)")
        if type(value) is not int:
            return False, f"not an exact integer score: {show(value)}"
        best = ref.play(cards, moves, goal)
        if value < best:
            return False, f"{value} is below the best score any line reaches ({best})"
        scores = reachable_scores(cards, moves, goal)
        if scores is None or value in scores:
            return True, ""
        return False, (f"no sequence of discards ends with the score {value}; reachable: "
                       f"{' '.join(map(str, sorted(scores)))}")
    return Validity("the score of the submission's own find-steps line (or of some legal line)",
                    check)


# ------------------------------------------------------------------ rule cases

D, X = ref.DRAW, ref.DISCARD

# Hand-built games that each reach one rule of the text (random games seldom do): each is
# (label, card-list, moves, goal), played by find-steps and play.
RULE_GAMES = [
    ("a draw from an empty card-list ends the game (Game-Over-2), later moves are not made",
     [("H", 3), ("S", 2)], [D, D, D, X, X], 30),
    ("a discard with no held cards ends the game (Game-Over-3)",
     [("H", 3), ("S", 2)], [X, D, D], 30),
    ("going over the goal on the last move ends the game holding that card (Game-Over-4)",
     [("H", "K"), ("S", "Q"), ("C", 2)], [D, D], 15),
    ("going over the goal ends the game before the moves left (Game-Over-4)",
     [("H", "K"), ("S", "Q"), ("C", 2)], [D, D, X, D], 15),
    ("exactly the goal is not over it: the game goes on",
     [("H", "K"), ("S", 5), ("C", 2)], [D, D, D], 15),
    ("a game that ends with no held cards (an empty hand is halved)",
     [("H", 3), ("S", 4)], [D, X], 9),
    ("a card that is in the card-list twice",
     [("H", 3), ("S", 2), ("H", 3)], [D, D, D, X], 30),
]


def rule_cases() -> dict[str, list[tuple[str, list, Any]]]:
    """Each function's rule cases, (label, Scheme arguments, judge), most important first."""
    def game_args(cards: list, moves: list, goal: int) -> list:
        return [cards_s(cards), moves_s(moves), goal]

    def same(cards: list) -> tuple:
        return [cards_s(cards)], Equal(reference("all-same-color", cards_s(cards)))

    def score(cards: list, goal: int) -> tuple:
        return [cards_s(cards), goal], Equal(reference("calc-score", cards_s(cards), goal))

    steps = steps_s([(D, ("H", 3)), (D, ("S", 2)), (D, ("H", 3)), (X, ("H", 3))])
    draw_args = [cards_s([("S", 5), ("H", 2)]), cards_s([("D", 3), ("C", "J")])]
    return {
        "all-same-color": [
            ("a different colour in the third card", *same([("H", 3), ("D", 2), ("S", 4)])),
            ("hearts and diamonds are one colour", *same([("H", 3), ("D", "K"), ("H", "A")]))],
        "fdraw": [("the first card goes at the end of the held cards", draw_args,
                   Equal(reference("fdraw", *draw_args)))],
        "find-steps": [(label, game_args(c, m, g), find_steps_judge(c, m, g))
                       for label, c, m, g in RULE_GAMES],
        "play": [(label, game_args(c, m, g), play_judge(c, m, g))
                 for label, c, m, g in RULE_GAMES],
        # the text does not say which copy goes: either is right, both is not
        "find-held-cards": [("a discard removes one copy of a card held twice", [steps],
                             OneOf([cards_s([("S", 2), ("H", 3)]), cards_s([("H", 3), ("S", 2)])],
                                   "or the other copy removed"))],
        "calc-score": [
            ("over the goal, one colour: 5 times, halved, rounded down",
             *score([("S", "K"), ("C", 3)], 10)),
            ("under the goal, one colour, an odd prescore", *score([("H", 2), ("D", 4)], 13)),
            ("exactly the goal", *score([("H", "K"), ("S", 5)], 15))],
    }


# ------------------------------------------------------------------ the suite

def generate(seed: int, n: int) -> list[TestCase]:
    suite = TestList(seed, NAME, n)
    rules = rule_cases()

    def add(function: str, make: Any) -> None:
        suite.add(function, make, rules.get(function, []))
    for function in ("card-color", "card-rank"):
        add(function, one_card_case(DECK, S, lambda card, f=function: reference(f, card)))

    def same_colour(rng: random.Random, i: int) -> tuple:
        cards = cards_s(some_cards(rng, 1, 7, one_colour=0.5))
        return [cards], Equal(reference("all-same-color", cards))
    add("all-same-color", same_colour)

    def fdraw(rng: random.Random, i: int) -> tuple:
        pool = rng.sample(DECK, 12)
        cards, held = cards_s(pool[:rng.randint(1, 6)]), cards_s(pool[6:6 + rng.randint(1, 5)])
        return [cards, held], Equal(reference("fdraw", cards, held))
    add("fdraw", fdraw)

    def fdiscard(rng: random.Random, i: int) -> tuple:
        cards, moves, goal, held = fdiscard_moment(rng)
        return [cards_s(cards), moves_s(moves), goal, cards_s(held)], fdiscard_judge(held)
    add("fdiscard", fdiscard)

    def find_steps(rng: random.Random, i: int) -> tuple:
        cards, moves, goal = some_game(rng, i)
        return [cards_s(cards), moves_s(moves), goal], find_steps_judge(cards, moves, goal)
    add("find-steps", find_steps)

    def find_held(rng: random.Random, i: int) -> tuple:
        steps = steps_s(random_steps(rng))
        return [steps], Equal(reference("find-held-cards", steps))
    add("find-held-cards", find_held)

    def playerpoint(rng: random.Random, i: int) -> tuple:
        cards = cards_s(some_cards(rng, 0, 8))
        return [cards], Equal(reference("calc-playerpoint", cards))
    add("calc-playerpoint", playerpoint)

    def score(rng: random.Random, i: int) -> tuple:
        cards = cards_s(some_cards(rng, 1, 6, one_colour=0.5))
        goal = rng.randint(5, 60)
        return [cards, goal], Equal(reference("calc-score", cards, goal))
    add("calc-score", score)

    def play(rng: random.Random, i: int) -> tuple:
        cards, moves, goal = some_game(rng, i)
        return [cards_s(cards), moves_s(moves), goal], play_judge(cards, moves, goal)
    add("play", play)
    return suite.tests


# ------------------------------------------------------------------ the competition

def compete_games(seed: int, count: int) -> list[tuple[list, list, int]]:
    """A fixed, seeded suite of games for `minischeme compete`: full shuffled decks."""
    rng = random.Random(f"{seed}:{NAME}:compete")
    games = []
    for _ in range(count):
        deck = list(DECK)
        rng.shuffle(deck)
        cards = deck[:rng.randint(15, 30)]
        moves = some_moves(rng, 10, 30)
        goal = rng.randint(20, 100)
        games.append((cards, moves, goal))
    return games


def judge_for(function: str, args: list) -> Any:
    """The judge of a call with these (Scheme) arguments, e.g. a text example: validity for
    the strategy-dependent functions, the reference's answer for the others."""
    if function in ("fdiscard", "find-steps", "play"):
        if len(args) != (4 if function == "fdiscard" else 3):
            return None
        try:
            cards = ref._cards_arg(function, args[0], 0, args)
            moves = ref._moves_arg(function, args[1], 1, args)
            goal = ref._goal_arg(function, args[2], 2, args)
            if function == "fdiscard":
                return fdiscard_judge(ref._cards_arg(function, args[3], 3, args))
        except Exception:
            return None
        if function == "find-steps":
            return find_steps_judge(cards, moves, goal)
        return play_judge(cards, moves, goal)
    return reference_judge(REF, function, args)
